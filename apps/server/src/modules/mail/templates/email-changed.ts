import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface EmailChangedData {
  /** Only when the old address was confirmed (issue 41, item 5). */
  name?: string;
  newEmail: string;
  /** A path (made absolute by `shop.link`): the account settings page. */
  link: string;
}

/** To the old address, after the change: the owner learns of it even if someone else made it. */
export function emailChanged(shop: Shop, data: EmailChangedData): RenderedMail {
  return messageWithLink(shop, {
    subject: 'Your e-mail address was changed',
    greeting: greeting(data.name),
    lines: [
      `The e-mail address of your ${shop.name} account is now ${data.newEmail}. This address no longer signs in.`,
      'If you did not make this change, reset your password from the new address or contact the shop at once.',
    ],
    button: 'Review my account',
    link: data.link,
    footer: 'You get this message because this address belonged to the account until now.',
  });
}
