import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface EmailChangeRequestedData {
  /** Only when this (old) address is confirmed (issue 41, item 5). */
  name?: string;
  newEmail: string;
  /** A path (made absolute by `shop.link`): the web app's /cancel-email-change page with the code. */
  link: string;
}

/**
 * To the old address as soon as a change is asked for (issue 41, item 2): the owner can stop
 * it before the new address confirms it, even when someone else asked.
 */
export function emailChangeRequested(shop: Shop, data: EmailChangeRequestedData): RenderedMail {
  return messageWithLink(shop, {
    subject: 'A change of your e-mail address was requested',
    greeting: greeting(data.name),
    lines: [
      `Someone signed in to your ${shop.name} account asked to move it to ${data.newEmail}. Nothing changes unless that address confirms it within 24 hours.`,
      'If this was you, there is nothing to do.',
      `If this wasn't you, cancel the change with the button below, then reset your password: someone else knows it or has a session open.`,
    ],
    button: 'Cancel the change',
    link: data.link,
    footer: 'You get this message because this is the address of the account.',
  });
}
