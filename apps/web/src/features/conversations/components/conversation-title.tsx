import type { ConversationSummary } from '@refocus/contract';

/** Who the reader talks with, from their side (an admin sees both). */
export function counterpartOf(conversation: ConversationSummary): string {
  switch (conversation.myRole) {
    case 'buyer':
      return conversation.sellerName;
    case 'seller':
      return conversation.buyerName;
    case 'admin':
      return `${conversation.buyerName} and ${conversation.sellerName}`;
  }
}

/** What the thread is about: the camera, and the booking it carries on through. */
export function subjectOf(conversation: ConversationSummary): string {
  const booking = conversation.booking ? ` · booking ${conversation.booking.status}` : ' · question';
  return `${conversation.product.name}${booking}`;
}
