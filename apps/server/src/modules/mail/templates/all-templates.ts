import { type ChangeEmailData, changeEmail } from './change-email.js';
import { type EmailChangedData, emailChanged } from './email-changed.js';
import type { RenderedMail, Shop } from './layout.js';
import { type ResetPasswordData, resetPassword } from './reset-password.js';
import { type VerifyEmailData, verifyEmail } from './verify-email.js';

/** Every message Refocus sends, by name, with the data it needs. Add a template here. */
export interface MailTemplateData {
  'verify-email': VerifyEmailData;
  'reset-password': ResetPasswordData;
  'change-email': ChangeEmailData;
  'email-changed': EmailChangedData;
}

export type MailTemplateName = keyof MailTemplateData;

export const MAIL_TEMPLATES: {
  [T in MailTemplateName]: (shop: Shop, data: MailTemplateData[T]) => RenderedMail;
} = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'change-email': changeEmail,
  'email-changed': emailChanged,
};
