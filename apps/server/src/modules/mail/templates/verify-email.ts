import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface VerifyEmailData {
  /** A path (made absolute by `shop.link`): the web app's /verify-email page with the code. */
  link: string;
}

/**
 * To an address nobody has confirmed yet: no display name in it (issue 41, item 5), so a
 * stranger who signs up with someone else's address cannot write to them in our name.
 */
export function verifyEmail(shop: Shop, data: VerifyEmailData): RenderedMail {
  return messageWithLink(shop, {
    subject: 'Confirm your e-mail address',
    greeting: greeting(undefined),
    lines: [
      `Please confirm that this is your e-mail address, so you can list and book cameras on ${shop.name}.`,
      'The link works once, for 24 hours.',
    ],
    button: 'Confirm my address',
    link: data.link,
    footer: 'If you did not create an account, you can ignore this message.',
  });
}
