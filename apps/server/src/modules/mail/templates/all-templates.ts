import type { RenderedMail, Shop } from './layout.js';
import { type ResetPasswordData, resetPassword } from './reset-password.js';
import { type VerifyEmailData, verifyEmail } from './verify-email.js';

/** Every message Refocus sends, by name, with the data it needs. Add a template here. */
export interface MailTemplateData {
  'verify-email': VerifyEmailData;
  'reset-password': ResetPasswordData;
}

export type MailTemplateName = keyof MailTemplateData;

export const MAIL_TEMPLATES: {
  [T in MailTemplateName]: (shop: Shop, data: MailTemplateData[T]) => RenderedMail;
} = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
};
