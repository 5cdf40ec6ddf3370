import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.conversationMessage.subject', defaultMessage: 'New message about {product}' },
  sent: {
    id: 'mail.conversationMessage.sent',
    defaultMessage: '{sender} sent you a message about {product}.',
  },
  button: { id: 'mail.conversationMessage.button', defaultMessage: 'Read and answer' },
  footer: {
    id: 'mail.conversationMessage.footer',
    defaultMessage:
      'You get this message because someone wrote to you on this conversation; we send at most one every 15 minutes.',
  },
});

export interface ConversationMessageData {
  /** The name of the person told. */
  name: string;
  senderName: string;
  productName: string;
  /** A path (made absolute by `shop.link`): the conversation in the dashboard. */
  link: string;
}

/**
 * To the other side of a conversation, at most once per 15 minutes per thread. The message
 * itself stays on the site: what people write to each other is not copied into mailboxes.
 */
export function conversationMessage(shop: Shop, data: ConversationMessageData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject, { product: data.productName }),
    greeting: greeting(shop, data.name),
    lines: [say(m.sent, { sender: data.senderName, product: data.productName })],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
