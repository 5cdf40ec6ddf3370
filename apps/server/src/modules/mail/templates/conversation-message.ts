import { messageWithLink, type RenderedMail, type Shop } from './layout.js';

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
  return messageWithLink(shop, {
    subject: `New message about ${data.productName}`,
    greeting: `Hello ${data.name},`,
    lines: [`${data.senderName} sent you a message about ${data.productName}.`],
    button: 'Read and answer',
    link: data.link,
    footer:
      'You get this message because someone wrote to you on this conversation; we send at most one every 15 minutes.',
  });
}
