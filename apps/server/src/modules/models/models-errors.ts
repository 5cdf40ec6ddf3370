import { defineMessages } from '@formatjs/intl';

/** The models module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const modelsErrors = defineMessages({
  suchModel: {
    id: 'errors.models.suchModel',
    defaultMessage: 'No such model',
  },
  nameMustHoldLetters: {
    id: 'errors.models.nameMustHoldLetters',
    defaultMessage: 'name must hold letters or digits for its slug',
  },
  brandidMustNameBrand: {
    id: 'errors.models.brandidMustNameBrand',
    defaultMessage: 'brandId must name a brand',
  },
  modelAlreadySlug: {
    id: 'errors.models.modelAlreadySlug',
    defaultMessage: 'A model already has the slug {slug}',
  },
  alreadyMergedIntoAnother: {
    id: 'errors.models.alreadyMergedIntoAnother',
    defaultMessage: '{slug} is already merged into another model',
  },
  modelCannotMergedInto: {
    id: 'errors.models.modelCannotMergedInto',
    defaultMessage: 'A model cannot be merged into itself',
  },
});
