import { defineMessages } from '@formatjs/intl';

/** The products module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const productsErrors = defineMessages({
  categoryidOneShopS: {
    id: 'errors.products.categoryidOneShopS',
    defaultMessage: "categoryId {categoryId} is not one of the shop's brands",
  },
  listAtMostCameras: {
    id: 'errors.products.listAtMostCameras',
    defaultMessage: 'You can list at most {listingsPerDay} cameras per day.',
  },
  lensmountDoesApplyLeave: {
    id: 'errors.products.lensmountDoesApplyLeave',
    defaultMessage: 'lensMount does not apply to a {type}; leave it out',
  },
  suchListing: {
    id: 'errors.products.suchListing',
    defaultMessage: 'No such listing.',
  },
  cameraBookedAcceptedBooking: {
    id: 'errors.products.cameraBookedAcceptedBooking',
    defaultMessage:
      'This camera is booked: an accepted booking holds it as listed. Edit it once that booking is cancelled.',
  },
  cameraSoldPutBack: {
    id: 'errors.products.cameraSoldPutBack',
    defaultMessage: 'This camera is sold: put it back on sale (status available) to edit it.',
  },
  listingAcceptedBookingComplete: {
    id: 'errors.products.listingAcceptedBookingComplete',
    defaultMessage: 'This listing has an accepted booking; complete or cancel it first.',
  },
  listingAcceptedBookingMark: {
    id: 'errors.products.listingAcceptedBookingMark',
    defaultMessage: 'This listing has an accepted booking; mark that booking completed.',
  },
  modelslugModelCatalogue: {
    id: 'errors.products.modelslugModelCatalogue',
    defaultMessage: 'modelSlug {modelSlug} is not in the model catalogue',
  },
  photosMustRepeatPhoto: {
    id: 'errors.products.photosMustRepeatPhoto',
    defaultMessage: 'photos must not repeat a photo',
  },
  imgurlMustFirstPhotos: {
    id: 'errors.products.imgurlMustFirstPhotos',
    defaultMessage: 'imgURL must be the first of photos (the cover)',
  },
  listingBelongsAnotherSeller: {
    id: 'errors.products.listingBelongsAnotherSeller',
    defaultMessage: 'This listing belongs to another seller.',
  },
  noBrandWithId: {
    id: 'errors.products.noBrandWithId',
    defaultMessage: 'No brand has the id {categoryId}.',
  },
  suchProductStorefront: {
    id: 'errors.products.suchProductStorefront',
    defaultMessage: 'No such product on the storefront',
  },
  minpriceMustGreaterThan: {
    id: 'errors.products.minpriceMustGreaterThan',
    defaultMessage: 'minPrice must not be greater than maxPrice',
  },
  suchSeller: {
    id: 'errors.products.suchSeller',
    defaultMessage: 'No such seller.',
  },
  imgUrlNotYours: {
    id: 'errors.products.imgUrlNotYours',
    defaultMessage: 'imgURL must be a photo you uploaded to this Refocus',
  },
  photosNotYours: {
    id: 'errors.products.photosNotYours',
    defaultMessage: 'photos must be photos you uploaded to this Refocus',
  },
  shutterCountNotApplicable: {
    id: 'errors.products.shutterCountNotApplicable',
    defaultMessage: 'shutterCount applies only to {types}; leave it out for a {type}',
  },
  cursorNotOurs: {
    id: 'errors.products.cursorNotOurs',
    defaultMessage: 'cursor is not one this server gave out; start again from page 1',
  },
  cursorOtherList: {
    id: 'errors.products.cursorOtherList',
    defaultMessage: 'cursor belongs to another search, filter or sort; start again from page 1',
  },
});
