import { z } from 'zod';
import { opaqueId } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * What a person is told about (issue 15, item 2). Each kind shows in the bell's list and may
 * also be sent by e-mail, which each person turns on or off per kind (on unless they said no).
 */
export const NOTIFICATION_KINDS = [
  'booking-requested',
  'booking-accepted',
  'booking-declined',
  'booking-cancelled',
  'booking-completed',
  'message',
  'review-received',
  'report-decided',
  'favourite-changed',
  'offer',
  'meeting',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: validationText(vm.commonKindMustOne, { values: NOTIFICATION_KINDS.join(', ') }),
});
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * Kinds only a seller is sent (about the bookings of their listings): a buyer's settings leave
 * them out (issue 42, item 11). Every other kind can reach a buyer.
 */
export const SELLER_ONLY_NOTIFICATION_KINDS: readonly NotificationKind[] = ['booking-requested'];

/** How settings and e-mails name each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'booking-requested': 'Someone books one of my cameras',
  'booking-accepted': 'A seller accepts my booking',
  'booking-declined': 'A seller declines my booking',
  'booking-cancelled': 'A booking is cancelled',
  'booking-completed': 'A booking is completed',
  message: 'A new message',
  'review-received': 'Someone reviews me',
  'report-decided': 'A report on my listing or by me is decided',
  'favourite-changed': 'A camera I saved drops its price or is sold',
  offer: 'An offer I made or received moves (countered, accepted, declined, expired)',
  meeting: 'A meeting time is proposed, agreed or coming up',
};

export const NotificationSchema = z.object({
  _id: z.string(),
  kind: NotificationKindSchema,
  /** One sentence, already in the reader's words: "Bea booked Sony A7 III." */
  text: z.string(),
  /** Where it leads in the web app (a path on this shop). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

export const NotificationUnreadSchema = z.object({ unread: z.number().int() });

/** `POST /api/notifications/read`: these, or every notification when `ids` is left out. */
export const MarkNotificationsReadSchema = z.object({
  ids: z.array(opaqueId('ids')).max(100, { error: vm.notificationIdsMustHoldAt.defaultMessage }).optional(),
});

export const NotificationPreferenceSchema = z.object({
  kind: NotificationKindSchema,
  email: z.boolean({ error: vm.notificationEmailMustTrueFalse.defaultMessage }),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;
/** Every kind, in `NOTIFICATION_KINDS` order; a `PUT` may name only the kinds it changes. */
export const NotificationPreferencesSchema = z
  .array(NotificationPreferenceSchema)
  .max(NOTIFICATION_KINDS.length * 2, { error: vm.notificationTooManyPreferences.defaultMessage });

/** `POST /api/notifications/unsubscribe`: the link of an e-mail, no sign-in needed. */
export const UnsubscribeSchema = z.object({
  user: opaqueId('user'),
  kind: NotificationKindSchema,
  token: z
    .string({ error: vm.commonTokenRequired.defaultMessage })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: vm.commonTokenValidUnsubscribeToken.defaultMessage }),
});
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>;
