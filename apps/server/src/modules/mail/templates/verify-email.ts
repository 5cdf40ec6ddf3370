import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.verifyEmail.subject', defaultMessage: 'Confirm your e-mail address' },
  confirm: {
    id: 'mail.verifyEmail.confirm',
    defaultMessage:
      'Please confirm that this is your e-mail address, so you can list and book cameras on {shop}.',
  },
  once: { id: 'mail.verifyEmail.once', defaultMessage: 'The link works once, for 24 hours.' },
  button: { id: 'mail.verifyEmail.button', defaultMessage: 'Confirm my address' },
  footer: {
    id: 'mail.verifyEmail.footer',
    defaultMessage: 'If you did not create an account, you can ignore this message.',
  },
});

export interface VerifyEmailData {
  /** A path (made absolute by `shop.link`): the web app's /verify-email page with the code. */
  link: string;
}

/**
 * To an address nobody has confirmed yet: no display name in it (issue 41, item 5), so a
 * stranger who signs up with someone else's address cannot write to them in our name.
 */
export function verifyEmail(shop: Shop, data: VerifyEmailData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, undefined),
    lines: [say(m.confirm, { shop: shop.name }), say(m.once)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
