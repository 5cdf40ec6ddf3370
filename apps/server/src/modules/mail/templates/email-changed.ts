import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.emailChanged.subject', defaultMessage: 'Your e-mail address was changed' },
  now: {
    id: 'mail.emailChanged.now',
    defaultMessage:
      'The e-mail address of your {shop} account is now {newEmail}. This address no longer signs in.',
  },
  notYou: {
    id: 'mail.emailChanged.notYou',
    defaultMessage:
      'If you did not make this change, reset your password from the new address or contact the shop at once.',
  },
  button: { id: 'mail.emailChanged.button', defaultMessage: 'Review my account' },
  footer: {
    id: 'mail.emailChanged.footer',
    defaultMessage: 'You get this message because this address belonged to the account until now.',
  },
});

export interface EmailChangedData {
  /** Only when the old address was confirmed (issue 41, item 5). */
  name?: string;
  newEmail: string;
  /** A path (made absolute by `shop.link`): the account settings page. */
  link: string;
}

/** To the old address, after the change: the owner learns of it even if someone else made it. */
export function emailChanged(shop: Shop, data: EmailChangedData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, data.name),
    lines: [say(m.now, { shop: shop.name, newEmail: data.newEmail }), say(m.notYou)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
