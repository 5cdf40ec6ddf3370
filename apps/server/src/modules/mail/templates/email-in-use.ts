import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

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
  return messageWithLink(shop, {
    subject: 'This address already has an account',
    greeting: greeting(undefined),
    lines: [
      `Someone asked to move another ${shop.name} account to this address. This address already has an account of its own, so nothing changed.`,
      'If it was you, sign in with this address instead (or ask for a new password there if you forgot it).',
    ],
    button: 'Sign in',
    link: data.link,
    footer: 'If you did not ask for this, you can ignore this message.',
  });
}
