import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.resetPassword.subject', defaultMessage: 'Reset your password' },
  asked: {
    id: 'mail.resetPassword.asked',
    defaultMessage:
      'Someone asked to reset the password of your account. If it was you, choose a new one here.',
  },
  once: {
    id: 'mail.resetPassword.once',
    defaultMessage: 'The link works once, for 1 hour. Setting a new password signs you out everywhere else.',
  },
  button: { id: 'mail.resetPassword.button', defaultMessage: 'Choose a new password' },
  footer: {
    id: 'mail.resetPassword.footer',
    defaultMessage: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
});

export interface ResetPasswordData {
  /** Only when the address is confirmed (issue 41, item 5). */
  name?: string;
  /** A path (made absolute by `shop.link`): the web app's /reset-password page with the code. */
  link: string;
}

export function resetPassword(shop: Shop, data: ResetPasswordData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, data.name),
    lines: [say(m.asked), say(m.once)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
