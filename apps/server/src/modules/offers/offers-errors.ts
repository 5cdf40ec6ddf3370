import { defineMessages } from '@formatjs/intl';

/** The offers module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const offersErrors = defineMessages({
  buyerSAccountGone: {
    id: 'errors.offers.buyerSAccountGone',
    defaultMessage: "The buyer's account is gone; this offer cannot be accepted.",
  },
  cameraLongerAvailableBooked: {
    id: 'errors.offers.cameraLongerAvailableBooked',
    defaultMessage: 'This camera is no longer available: it was booked, sold or withdrawn.',
  },
  onlyBuyerWithdrawOffer: {
    id: 'errors.offers.onlyBuyerWithdrawOffer',
    defaultMessage: 'Only the buyer can withdraw an offer; decline it instead.',
  },
  turnAnswerFirst: {
    id: 'errors.offers.turnAnswerFirst',
    defaultMessage: 'It is not your turn: the {other} has to answer first.',
  },
  amountRequiredCounter: {
    id: 'errors.offers.amountRequiredCounter',
    defaultMessage: 'amount is required with counter',
  },
  suchListing: {
    id: 'errors.offers.suchListing',
    defaultMessage: 'No such listing.',
  },
  cannotMakeOfferOwn: {
    id: 'errors.offers.cannotMakeOfferOwn',
    defaultMessage: 'You cannot make an offer on your own listing.',
  },
  sellerTakesOffersCamera: {
    id: 'errors.offers.sellerTakesOffersCamera',
    defaultMessage: 'The seller takes no offers on this camera: book it at the asking price.',
  },
  alreadyBookedCameraAt: {
    id: 'errors.offers.alreadyBookedCameraAt',
    defaultMessage: 'You have already booked this camera at its asking price.',
  },
  suchOffer: {
    id: 'errors.offers.suchOffer',
    defaultMessage: 'No such offer.',
  },
  offerChangedMeanwhileReload: {
    id: 'errors.offers.offerChangedMeanwhileReload',
    defaultMessage: 'This offer was changed meanwhile; reload and try again.',
  },
  offerYours: {
    id: 'errors.offers.offerYours',
    defaultMessage: 'This offer is not yours.',
  },
  belowAskingPrice: {
    id: 'errors.offers.belowAskingPrice',
    defaultMessage: 'An offer must be below the asking price of {asked, number, price}; book it to pay that.',
  },
  atLeastHalf: {
    id: 'errors.offers.atLeastHalf',
    defaultMessage:
      'An offer must be at least {lowest, number, price}, half the asking price of {asked, number, price}.',
  },
  askingPriceNowNoMore: {
    id: 'errors.offers.askingPriceNowNoMore',
    defaultMessage:
      'The asking price is now {asked, number, price}, no more than the {amount, number, price} on the table: {by, select, buyer {book the camera at the asking price instead} other {counter below it, or decline}}.',
  },
  noRoundsLeft: {
    id: 'errors.offers.noRoundsLeft',
    defaultMessage: 'No rounds left: after {maxRounds} prices, accept or decline {amount, number, price}.',
  },
  alreadyOnTable: {
    id: 'errors.offers.alreadyOnTable',
    defaultMessage:
      '{amount, number, price} is the price on the table already: accept it, or counter with another.',
  },
  alreadyAccepted: {
    id: 'errors.offers.alreadyAccepted',
    defaultMessage: 'This offer was already accepted.',
  },
  alreadyDeclined: {
    id: 'errors.offers.alreadyDeclined',
    defaultMessage: 'This offer was declined; it takes no more moves.',
  },
  alreadyWithdrawn: {
    id: 'errors.offers.alreadyWithdrawn',
    defaultMessage: 'This offer was withdrawn; it takes no more moves.',
  },
  expired: {
    id: 'errors.offers.expired',
    defaultMessage: 'This offer expired.',
  },
  alreadyOpen: {
    id: 'errors.offers.alreadyOpen',
    defaultMessage: 'You already have an open offer on this camera: wait for the answer, or withdraw it.',
  },
});
