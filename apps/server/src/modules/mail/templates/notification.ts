import { messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface NotificationMailData {
  /** The name of the person told. */
  name: string;
  /** The notification's sentence, as the bell shows it. */
  text: string;
  /** The subject, when it is not the sentence itself. */
  subject?: string;
  /** A path (made absolute by `shop.link`): where the notification leads. */
  link: string;
  /** The kind in the settings' words, to say why this came. */
  kindLabel: string;
  /** A path (made absolute by `shop.link`): the page that turns this kind of e-mail off. */
  unsubscribeLink: string;
}

/** Every notification e-mail (issue 15, item 2): one sentence, a button, and a way out. */
export function notification(shop: Shop, data: NotificationMailData): RenderedMail {
  const unsubscribeLink = shop.link(data.unsubscribeLink);
  const mail = messageWithLink(shop, {
    subject: data.subject ?? data.text,
    greeting: `Hello ${data.name},`,
    lines: [data.text],
    button: 'Open it',
    link: data.link,
    footer: `You get this e-mail because "${data.kindLabel}" is on in your account settings. To stop these e-mails, open ${unsubscribeLink}`,
  });
  return { ...mail, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` } };
}
