import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.emailInUse.subject', defaultMessage: 'This address already has an account' },
  asked: {
    id: 'mail.emailInUse.asked',
    defaultMessage:
      'Someone asked to move another {shop} account to this address. This address already has an account of its own, so nothing changed.',
  },
  wasYou: {
    id: 'mail.emailInUse.wasYou',
    defaultMessage:
      'If it was you, sign in with this address instead (or ask for a new password there if you forgot it).',
  },
  button: { id: 'mail.emailInUse.button', defaultMessage: 'Sign in' },
  footer: {
    id: 'mail.emailInUse.footer',
    defaultMessage: 'If you did not ask for this, you can ignore this message.',
  },
});

export interface EmailInUseData {
  /** A path (made absolute by `shop.link`): the web app's sign-in page. */
  link: string;
}

/**
 * To a new address that already has an account, instead of a confirmation link (issue 41,
 * item 6): the person who asked hears the same answer either way, and only the mailbox
 * learns that the address is taken. Nobody's name: the address is told nothing about who asked.
 */
export function emailInUse(shop: Shop, data: EmailInUseData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, undefined),
    lines: [say(m.asked, { shop: shop.name }), say(m.wasYou)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
