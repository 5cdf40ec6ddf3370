import { defineMessages } from '@formatjs/intl';

/** The moderation module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const moderationErrors = defineMessages({
  suchReportCase: {
    id: 'errors.moderation.suchReportCase',
    defaultMessage: 'No such report case.',
  },
  caseAlready: {
    id: 'errors.moderation.caseAlready',
    defaultMessage: 'This case was already {state}.',
  },
  caseOpenThereDecision: {
    id: 'errors.moderation.caseOpenThereDecision',
    defaultMessage: 'This case is open: there is no decision to undo.',
  },
  anotherReportCaseAbout: {
    id: 'errors.moderation.anotherReportCaseAbout',
    defaultMessage: 'Another report case about this {target_kind} is open: decide that one.',
  },
  listingHiddenDecisionAny: {
    id: 'errors.moderation.listingHiddenDecisionAny',
    defaultMessage:
      'This listing is not hidden by this decision any more (its seller or an admin withdrew it since), so it cannot be restored.',
  },
  messageLongerRemovedDecision: {
    id: 'errors.moderation.messageLongerRemovedDecision',
    defaultMessage: 'This message is no longer removed by this decision.',
  },
  accountCaseConcernsLonger: {
    id: 'errors.moderation.accountCaseConcernsLonger',
    defaultMessage: 'The account this case concerns no longer exists.',
  },
  listingLongerMarketplace: {
    id: 'errors.moderation.listingLongerMarketplace',
    defaultMessage: 'This listing is no longer on the marketplace.',
  },
  messageAlreadyRemoved: {
    id: 'errors.moderation.messageAlreadyRemoved',
    defaultMessage: 'This message was already removed.',
  },
  ownAccountCannotDisabled: {
    id: 'errors.moderation.ownAccountCannotDisabled',
    defaultMessage: 'Your own account cannot be disabled here.',
  },
  adminsCannotDisabledHere: {
    id: 'errors.moderation.adminsCannotDisabledHere',
    defaultMessage: 'Admins cannot be disabled here.',
  },
  accountAlreadyDisabled: {
    id: 'errors.moderation.accountAlreadyDisabled',
    defaultMessage: 'This account is already disabled.',
  },
  doesApplyReported: {
    id: 'errors.moderation.doesApplyReported',
    defaultMessage: '"{action}" does not apply to a reported {target_kind}.',
  },
  onlyTwoPeopleConversation: {
    id: 'errors.moderation.onlyTwoPeopleConversation',
    defaultMessage: 'Only the two people of a conversation can report its messages.',
  },
  atMostReportsHour: {
    id: 'errors.moderation.atMostReportsHour',
    defaultMessage: 'At most {max} reports an hour. Try again later.',
  },
  reportedAlreadyAdminWill: {
    id: 'errors.moderation.reportedAlreadyAdminWill',
    defaultMessage: 'You have reported this already; an admin will look at it.',
  },
  noSuchTarget: {
    id: 'errors.moderation.noSuchTarget',
    defaultMessage: 'No such {kind}.',
  },
  cannotReportOwnListing: {
    id: 'errors.moderation.cannotReportOwnListing',
    defaultMessage: 'You cannot report your own listing.',
  },
  cannotReportOwnMessage: {
    id: 'errors.moderation.cannotReportOwnMessage',
    defaultMessage: 'You cannot report your own message.',
  },
  cannotReportYourself: {
    id: 'errors.moderation.cannotReportYourself',
    defaultMessage: 'You cannot report yourself.',
  },
});
