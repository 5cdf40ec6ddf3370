import { z } from 'zod';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/** The fewest characters of a meeting place a form takes ("Café", "Pier 4"). */
export const MEETING_PLACE_MIN_LENGTH = 4;

/**
 * Meeting times (issue 45, item 3; decision 069): with a booking, one side proposes up to
 * `MEETING_RULES.maxProposals` day-and-time slots in the shop's time zone, the other accepts
 * one or proposes others. Times are written as the shop's wall-clock time
 * (`2026-12-12T11:00`, what an `<input type="datetime-local">` gives) and answered both ways.
 */
export const MEETING_RULES = {
  maxProposals: 3,
  /** A slot is at least this far ahead, so the other side has time to answer. */
  minLeadMinutes: 60,
  /** …and at most this far: a meeting is about a camera on sale now. */
  maxDaysAhead: 60,
  /** Both are reminded this long before the agreed time. */
  reminderHoursBefore: 24,
} as const;

/** `YYYY-MM-DDTHH:mm`, the shop's wall-clock time. */
export const LocalMeetingTimeSchema = z
  .string({ error: vm.meetingMeetingTimeMustDate.defaultMessage })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
    error: vm.meetingMeetingTimeMustDate.defaultMessage,
  });

export const MeetingTimesSchema = z
  .array(LocalMeetingTimeSchema, { error: vm.meetingTimesMustListMeeting.defaultMessage })
  .min(1, { error: vm.meetingProposeAtLeastOne.defaultMessage })
  .max(MEETING_RULES.maxProposals, {
    error: validationText(vm.meetingProposeAtMostMeeting, { max: MEETING_RULES.maxProposals }),
  })
  .refine((times) => new Set(times).size === times.length, {
    error: vm.meetingMeetingTimesMustDiffer.defaultMessage,
  });

/** `PATCH /api/orders/{id}/meeting`: propose times (replacing one's own earlier ones), or accept one of the other side's. */
export const MeetingMoveRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('propose'),
      times: MeetingTimesSchema,
      /** Where to meet, when it changes with these times (the booking's `location`). */
      place: plainText('place')
        .trim()
        .min(MEETING_PLACE_MIN_LENGTH, {
          error: validationText(vm.meetingPlaceMustAtLeast, { min: MEETING_PLACE_MIN_LENGTH }),
        })
        .max(120, { error: vm.meetingPlaceMustAtMost.defaultMessage })
        .optional(),
    }),
    z.object({ action: z.literal('accept'), time: LocalMeetingTimeSchema }),
  ],
  { error: vm.meetingActionMustProposeTimes.defaultMessage },
);
export type MeetingMoveRequest = z.infer<typeof MeetingMoveRequestSchema>;

export const MeetingSlotSchema = z.object({
  /** ISO 8601 instant (UTC). */
  startsAt: z.string(),
  /** The same moment as the shop's wall-clock time, `YYYY-MM-DDTHH:mm`. */
  local: z.string(),
});
export type MeetingSlot = z.infer<typeof MeetingSlotSchema>;

/** A booking's meeting: the agreed time, or the open proposal and who made it. */
export const MeetingSchema = z.object({
  /** The shop's IANA time zone every `local` is in (`SHOP_TIME_ZONE`). */
  timeZone: z.string(),
  agreed: MeetingSlotSchema.nullable(),
  /** The times waiting for an answer (empty once agreed or before any). */
  proposals: z.array(MeetingSlotSchema),
  proposedBy: z.enum(['buyer', 'seller']).nullable(),
});
export type Meeting = z.infer<typeof MeetingSchema>;
