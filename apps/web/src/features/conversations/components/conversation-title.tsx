import type { ConversationSummary } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { IntlShape, MessageDescriptor } from 'react-intl';

const m: Record<'both' | 'subject', MessageDescriptor> = defineMessages({
  both: { id: 'conversations.title.both', defaultMessage: '{buyer} and {seller}' },
  subject: {
    id: 'conversations.title.subject',
    defaultMessage:
      '{booking, select, none {{camera} · question} pending {{camera} · booking pending} accepted {{camera} · booking accepted} declined {{camera} · booking declined} cancelled {{camera} · booking cancelled} completed {{camera} · booking completed} other {{camera} · booking {booking}}}',
  },
});

/** Who the reader talks with, from their side (an admin sees both). */
export function counterpartOf(conversation: ConversationSummary, intl: IntlShape): string {
  switch (conversation.myRole) {
    case 'buyer':
      return conversation.sellerName;
    case 'seller':
      return conversation.buyerName;
    case 'admin':
      return intl.formatMessage(m.both, { buyer: conversation.buyerName, seller: conversation.sellerName });
  }
}

/** What the thread is about: the camera, and the booking it carries on through. */
export function subjectOf(conversation: ConversationSummary, intl: IntlShape): string {
  return intl.formatMessage(m.subject, {
    camera: conversation.product.name,
    booking: conversation.booking?.status ?? 'none',
  });
}
