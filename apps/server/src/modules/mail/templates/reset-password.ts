import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface ResetPasswordData {
  /** Only when the address is confirmed (issue 41, item 5). */
  name?: string;
  /** A path (made absolute by `shop.link`): the web app's /reset-password page with the code. */
  link: string;
}

export function resetPassword(shop: Shop, data: ResetPasswordData): RenderedMail {
  return messageWithLink(shop, {
    subject: 'Reset your password',
    greeting: greeting(data.name),
    lines: [
      'Someone asked to reset the password of your account. If it was you, choose a new one here.',
      'The link works once, for 1 hour. Setting a new password signs you out everywhere else.',
    ],
    button: 'Choose a new password',
    link: data.link,
    footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
  });
}
