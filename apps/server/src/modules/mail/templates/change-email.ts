import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.changeEmail.subject', defaultMessage: 'Confirm your new e-mail address' },
  asked: {
    id: 'mail.changeEmail.asked',
    defaultMessage:
      'You asked to use this address for your {shop} account. Confirm it, and it becomes the address you sign in with.',
  },
  once: { id: 'mail.changeEmail.once', defaultMessage: 'The link works once, for 24 hours.' },
  button: { id: 'mail.changeEmail.button', defaultMessage: 'Confirm my new address' },
  footer: {
    id: 'mail.changeEmail.footer',
    defaultMessage: 'If you did not ask for this, ignore this message: nothing changes.',
  },
});

export interface ChangeEmailData {
  /** A path (made absolute by `shop.link`): the web app's /verify-email page with the code. */
  link: string;
}

/**
 * To the new address: confirming it moves the account there. Not confirmed yet, so no name
 * (issue 41, item 5); nobody has this address yet, so it is in the shop's default language.
 */
export function changeEmail(shop: Shop, data: ChangeEmailData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, undefined),
    lines: [say(m.asked, { shop: shop.name }), say(m.once)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
