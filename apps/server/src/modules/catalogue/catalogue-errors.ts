import { defineMessages } from '@formatjs/intl';

/** The catalogue module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const catalogueErrors = defineMessages({
  shopBusyRightNow: {
    id: 'errors.catalogue.shopBusyRightNow',
    defaultMessage: 'The shop is busy right now. Try again in a few seconds.',
  },
});
