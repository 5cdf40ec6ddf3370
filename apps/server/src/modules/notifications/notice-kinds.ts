import { defineMessages } from '@formatjs/intl';
import type { NotificationKind } from '@refocus/contract';

/**
 * Each kind of notice in the settings' words (the contract's `NOTIFICATION_KIND_LABELS`), as a
 * notice e-mail names it in the reader's language: "you get this because … is on".
 */
export const NOTICE_KIND_LABELS: Record<NotificationKind, { id: string; defaultMessage: string }> =
  defineMessages({
    'booking-requested': {
      id: 'notices.kind.bookingRequested',
      defaultMessage: 'Someone books one of my cameras',
    },
    'booking-accepted': { id: 'notices.kind.bookingAccepted', defaultMessage: 'A seller accepts my booking' },
    'booking-declined': {
      id: 'notices.kind.bookingDeclined',
      defaultMessage: 'A seller declines my booking',
    },
    'booking-cancelled': { id: 'notices.kind.bookingCancelled', defaultMessage: 'A booking is cancelled' },
    'booking-completed': { id: 'notices.kind.bookingCompleted', defaultMessage: 'A booking is completed' },
    message: { id: 'notices.kind.message', defaultMessage: 'A new message' },
    'review-received': { id: 'notices.kind.reviewReceived', defaultMessage: 'Someone reviews me' },
    'report-decided': {
      id: 'notices.kind.reportDecided',
      defaultMessage: 'A report on my listing or by me is decided',
    },
    'favourite-changed': {
      id: 'notices.kind.favouriteChanged',
      defaultMessage: 'A camera I saved drops its price or is sold',
    },
    offer: {
      id: 'notices.kind.offer',
      defaultMessage: 'An offer I made or received moves (countered, accepted, declined, expired)',
    },
    meeting: {
      id: 'notices.kind.meeting',
      defaultMessage: 'A meeting time is proposed, agreed or coming up',
    },
  });
