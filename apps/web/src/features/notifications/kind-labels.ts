import type { NotificationKind } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { MessageDescriptor } from 'react-intl';

/**
 * Each kind of notification as the settings and the unsubscribe page name it: the contract's
 * `NOTIFICATION_KIND_LABELS` (its English), one message per kind, in the page's language.
 */
export const NOTIFICATION_KIND_MESSAGES = defineMessages({
  'booking-requested': {
    id: 'notifications.kind.bookingRequested',
    defaultMessage: 'Someone books one of my cameras',
  },
  'booking-accepted': {
    id: 'notifications.kind.bookingAccepted',
    defaultMessage: 'A seller accepts my booking',
  },
  'booking-declined': {
    id: 'notifications.kind.bookingDeclined',
    defaultMessage: 'A seller declines my booking',
  },
  'booking-cancelled': {
    id: 'notifications.kind.bookingCancelled',
    defaultMessage: 'A booking is cancelled',
  },
  'booking-completed': {
    id: 'notifications.kind.bookingCompleted',
    defaultMessage: 'A booking is completed',
  },
  message: { id: 'notifications.kind.message', defaultMessage: 'A new message' },
  'review-received': { id: 'notifications.kind.reviewReceived', defaultMessage: 'Someone reviews me' },
  'report-decided': {
    id: 'notifications.kind.reportDecided',
    defaultMessage: 'A report on my listing or by me is decided',
  },
  'favourite-changed': {
    id: 'notifications.kind.favouriteChanged',
    defaultMessage: 'A camera I saved drops its price or is sold',
  },
  offer: {
    id: 'notifications.kind.offer',
    defaultMessage: 'An offer I made or received moves (countered, accepted, declined, expired)',
  },
  meeting: {
    id: 'notifications.kind.meeting',
    defaultMessage: 'A meeting time is proposed, agreed or coming up',
  },
}) satisfies Record<NotificationKind, MessageDescriptor>;
