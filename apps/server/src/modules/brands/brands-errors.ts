import { defineMessages } from '@formatjs/intl';

/** The brands module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const brandsErrors = defineMessages({
  brandAlreadySlug: {
    id: 'errors.brands.brandAlreadySlug',
    defaultMessage: 'A brand already has the slug {slug}',
  },
  nameMustHoldLetters: {
    id: 'errors.brands.nameMustHoldLetters',
    defaultMessage: 'name must hold letters or digits for its slug',
  },
  suchBrand: {
    id: 'errors.brands.suchBrand',
    defaultMessage: 'No such brand',
  },
});
