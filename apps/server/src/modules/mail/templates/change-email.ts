import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface ChangeEmailData {
  /** A path (made absolute by `shop.link`): the web app's /verify-email page with the code. */
  link: string;
}

/** To the new address: confirming it moves the account there. Not confirmed yet, so no name (issue 41, item 5). */
export function changeEmail(shop: Shop, data: ChangeEmailData): RenderedMail {
  return messageWithLink(shop, {
    subject: 'Confirm your new e-mail address',
    greeting: greeting(undefined),
    lines: [
      `You asked to use this address for your ${shop.name} account. Confirm it, and it becomes the address you sign in with.`,
      'The link works once, for 24 hours.',
    ],
    button: 'Confirm my new address',
    link: data.link,
    footer: 'If you did not ask for this, ignore this message: nothing changes.',
  });
}
