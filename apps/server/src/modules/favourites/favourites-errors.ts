import { defineMessages } from '@formatjs/intl';

/** The favourites module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const favouritesErrors = defineMessages({
  suchListing: {
    id: 'errors.favourites.suchListing',
    defaultMessage: 'No such listing.',
  },
  cannotSaveOwnListing: {
    id: 'errors.favourites.cannotSaveOwnListing',
    defaultMessage: 'You cannot save your own listing.',
  },
});
