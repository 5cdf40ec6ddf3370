import { defineMessages } from '@formatjs/intl';

/** The reviews module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const reviewsErrors = defineMessages({
  suchBooking: {
    id: 'errors.reviews.suchBooking',
    defaultMessage: 'No such booking.',
  },
  onlyBuyerSellerBooking: {
    id: 'errors.reviews.onlyBuyerSellerBooking',
    defaultMessage: 'Only the buyer and the seller of a booking review it.',
  },
  bookingCannotReviewedOnly: {
    id: 'errors.reviews.bookingCannotReviewedOnly',
    defaultMessage: 'A {status} booking cannot be reviewed: only a completed one.',
  },
  thereNobodyElseBooking: {
    id: 'errors.reviews.thereNobodyElseBooking',
    defaultMessage: 'There is nobody else on this booking to review.',
  },
  reviewedBookingAlreadyChange: {
    id: 'errors.reviews.reviewedBookingAlreadyChange',
    defaultMessage: 'You have reviewed this booking already; change your review instead.',
  },
  suchReview: {
    id: 'errors.reviews.suchReview',
    defaultMessage: 'No such review.',
  },
  onlyWriterChangesReview: {
    id: 'errors.reviews.onlyWriterChangesReview',
    defaultMessage: 'Only its writer changes a review.',
  },
  reviewChanged14Days: {
    id: 'errors.reviews.reviewChanged14Days',
    defaultMessage: 'A review can be changed for 14 days after it was written.',
  },
  onlyReviewedPersonAnswers: {
    id: 'errors.reviews.onlyReviewedPersonAnswers',
    defaultMessage: 'Only the reviewed person answers a review.',
  },
  answeredReviewAlready: {
    id: 'errors.reviews.answeredReviewAlready',
    defaultMessage: 'You have answered this review already.',
  },
});
