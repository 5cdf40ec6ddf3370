import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  button: { id: 'mail.notification.button', defaultMessage: 'Open it' },
  footer: {
    id: 'mail.notification.footer',
    defaultMessage:
      'You get this e-mail because "{kind}" is on in your account settings. To stop these e-mails, open {link}',
  },
});

export interface NotificationMailData {
  /** The name of the person told. */
  name: string;
  /** The notification's sentence, as the bell shows it (written in the reader's language). */
  text: string;
  /** The subject, when it is not the sentence itself. */
  subject?: string;
  /** A path (made absolute by `shop.link`): where the notification leads. */
  link: string;
  /** The kind in the settings' words (in the reader's language), to say why this came. */
  kindLabel: string;
  /** A path (made absolute by `shop.link`): the page that turns this kind of e-mail off. */
  unsubscribeLink: string;
}

/** Every notification e-mail (issue 15, item 2): one sentence, a button, and a way out. */
export function notification(shop: Shop, data: NotificationMailData): RenderedMail {
  const say = sayer(shop.intl);
  const unsubscribeLink = shop.link(data.unsubscribeLink);
  const mail = messageWithLink(shop, {
    subject: data.subject ?? data.text,
    greeting: greeting(shop, data.name),
    lines: [data.text],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer, { kind: data.kindLabel, link: unsubscribeLink }),
  });
  return { ...mail, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` } };
}
