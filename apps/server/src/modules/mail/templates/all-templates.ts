import {
  type BookingClosedByDepartureData,
  bookingClosedByDeparture,
} from './booking-closed-by-departure.js';
import { type ChangeEmailData, changeEmail } from './change-email.js';
import { type ConversationMessageData, conversationMessage } from './conversation-message.js';
import { type DataExportReadyData, dataExportReady } from './data-export-ready.js';
import { type EmailChangeRequestedData, emailChangeRequested } from './email-change-requested.js';
import { type EmailChangedData, emailChanged } from './email-changed.js';
import { type EmailInUseData, emailInUse } from './email-in-use.js';
import type { RenderedMail, Shop } from './layout.js';
import { type MeetingAgreedData, meetingAgreed } from './meeting-agreed.js';
import { type ModerationNoteData, moderationNote } from './moderation-note.js';
import { type NotificationMailData, notification } from './notification.js';
import { type ResetPasswordData, resetPassword } from './reset-password.js';
import { type SavedSearchAlertData, savedSearchAlert } from './saved-search-alert.js';
import { type SecurityNoticeData, securityNotice } from './security-notice.js';
import { type VerifyEmailData, verifyEmail } from './verify-email.js';

/** Every message Refocus sends, by name, with the data it needs. Add a template here. */
export interface MailTemplateData {
  'verify-email': VerifyEmailData;
  'reset-password': ResetPasswordData;
  'change-email': ChangeEmailData;
  'email-changed': EmailChangedData;
  'email-change-requested': EmailChangeRequestedData;
  'email-in-use': EmailInUseData;
  'security-notice': SecurityNoticeData;
  'booking-closed-by-departure': BookingClosedByDepartureData;
  'conversation-message': ConversationMessageData;
  notification: NotificationMailData;
  'moderation-note': ModerationNoteData;
  'saved-search-alert': SavedSearchAlertData;
  'data-export-ready': DataExportReadyData;
  'meeting-agreed': MeetingAgreedData;
}

export type MailTemplateName = keyof MailTemplateData;

export const MAIL_TEMPLATES: {
  [T in MailTemplateName]: (shop: Shop, data: MailTemplateData[T]) => RenderedMail;
} = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'change-email': changeEmail,
  'email-changed': emailChanged,
  'email-change-requested': emailChangeRequested,
  'email-in-use': emailInUse,
  'security-notice': securityNotice,
  'booking-closed-by-departure': bookingClosedByDeparture,
  'conversation-message': conversationMessage,
  notification,
  'moderation-note': moderationNote,
  'saved-search-alert': savedSearchAlert,
  'data-export-ready': dataExportReady,
  'meeting-agreed': meetingAgreed,
};
