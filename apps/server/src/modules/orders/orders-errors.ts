import { defineMessages } from '@formatjs/intl';

/** The orders module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const ordersErrors = defineMessages({
  realDateTime: {
    id: 'errors.orders.realDateTime',
    defaultMessage: '{local} is not a real date and time',
  },
  doesExistClocksSkip: {
    id: 'errors.orders.doesExistClocksSkip',
    defaultMessage: '{local} does not exist in {zone}: the clocks skip that hour when daylight saving starts',
  },
  tooSoonProposeTime: {
    id: 'errors.orders.tooSoonProposeTime',
    defaultMessage: '{local} is too soon: propose a time at least {minLeadMinutes} minutes ahead',
  },
  tooFarAheadPropose: {
    id: 'errors.orders.tooFarAheadPropose',
    defaultMessage: '{local} is too far ahead: propose a time within {maxDaysAhead} days',
  },
  suchBooking: {
    id: 'errors.orders.suchBooking',
    defaultMessage: 'No such booking.',
  },
  bookingYours: {
    id: 'errors.orders.bookingYours',
    defaultMessage: 'This booking is not yours.',
  },
  bookingThereMeetingArrange: {
    id: 'errors.orders.bookingThereMeetingArrange',
    defaultMessage: 'This booking is {status}: there is no meeting to arrange.',
  },
  meetingTimeProposedPropose: {
    id: 'errors.orders.meetingTimeProposedPropose',
    defaultMessage: 'No meeting time is proposed: propose one instead.',
  },
  proposedTheseTimesOther: {
    id: 'errors.orders.proposedTheseTimesOther',
    defaultMessage: 'You proposed these times: the other side accepts one, or proposes others.',
  },
  timeAmongProposedOnes: {
    id: 'errors.orders.timeAmongProposedOnes',
    defaultMessage: 'That time is not among the proposed ones.',
  },
  timePassedProposeAnother: {
    id: 'errors.orders.timePassedProposeAnother',
    defaultMessage: 'That time has passed: propose another.',
  },
  suchListing: {
    id: 'errors.orders.suchListing',
    defaultMessage: 'No such listing.',
  },
  cannotBookOwnListing: {
    id: 'errors.orders.cannotBookOwnListing',
    defaultMessage: 'You cannot book your own listing.',
  },
  cameraLongerAvailable: {
    id: 'errors.orders.cameraLongerAvailable',
    defaultMessage: 'This camera is no longer available.',
  },
  alreadyBookedCamera: {
    id: 'errors.orders.alreadyBookedCamera',
    defaultMessage: 'You have already booked this camera.',
  },
  bookingCannotBecome: {
    id: 'errors.orders.bookingCannotBecome',
    defaultMessage: 'A {status} booking cannot become {to}.',
  },
  bookingChangedMeanwhileReload: {
    id: 'errors.orders.bookingChangedMeanwhileReload',
    defaultMessage: 'This booking was changed meanwhile; reload and try again.',
  },
  cameraLongerAvailable2: {
    id: 'errors.orders.cameraLongerAvailable2',
    defaultMessage: 'This camera is no longer available for that.',
  },
  cancelAfterMeetingOnly: {
    id: 'errors.orders.cancelAfterMeetingOnly',
    defaultMessage:
      'An accepted booking can be cancelled by its buyer only after the agreed meeting time has passed, if the meeting did not happen; ask the seller to cancel it before then.',
  },
  onlyActorCanMove: {
    id: 'errors.orders.onlyActorCanMove',
    defaultMessage: 'Only the {actor} can make this booking {to}.',
  },
});
