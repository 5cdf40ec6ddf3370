import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: {
    id: 'mail.emailChangeRequested.subject',
    defaultMessage: 'A change of your e-mail address was requested',
  },
  asked: {
    id: 'mail.emailChangeRequested.asked',
    defaultMessage:
      'Someone signed in to your {shop} account asked to move it to {newEmail}. Nothing changes unless that address confirms it within 24 hours.',
  },
  wasYou: {
    id: 'mail.emailChangeRequested.wasYou',
    defaultMessage: 'If this was you, there is nothing to do.',
  },
  notYou: {
    id: 'mail.emailChangeRequested.notYou',
    defaultMessage:
      "If this wasn't you, cancel the change with the button below, then reset your password: someone else knows it or has a session open.",
  },
  button: { id: 'mail.emailChangeRequested.button', defaultMessage: 'Cancel the change' },
  footer: {
    id: 'mail.emailChangeRequested.footer',
    defaultMessage: 'You get this message because this is the address of the account.',
  },
});

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
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, data.name),
    lines: [say(m.asked, { shop: shop.name, newEmail: data.newEmail }), say(m.wasYou), say(m.notYou)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
