import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subjectReporter: { id: 'mail.moderationNote.subjectReporter', defaultMessage: 'About your report' },
  subjectReported: {
    id: 'mail.moderationNote.subjectReported',
    defaultMessage: "A moderator's note about {subject}",
  },
  thanks: {
    id: 'mail.moderationNote.thanks',
    defaultMessage: 'Thank you for reporting {subject}. {outcome}',
  },
  lookedAt: {
    id: 'mail.moderationNote.lookedAt',
    defaultMessage: 'Our moderators looked at {subject}. {outcome}',
  },
  note: { id: 'mail.moderationNote.note', defaultMessage: 'Their note: {note}' },
  button: { id: 'mail.moderationNote.button', defaultMessage: 'Visit {shop}' },
  footerReporter: {
    id: 'mail.moderationNote.footerReporter',
    defaultMessage: 'You get this message because you reported something on the shop.',
  },
  footerReported: {
    id: 'mail.moderationNote.footerReported',
    defaultMessage: 'You get this message because a moderator decided about something of yours on the shop.',
  },
});

export interface ModerationNoteData {
  /** The name of the person told. */
  name: string;
  /** Whom the note is for: someone who reported, or the person whose listing, message or account it was. */
  audience: 'reporter' | 'reported';
  /** What was reported, in words: `the listing "Leica M6"`, `a message you sent`, `your account`. */
  subject: string;
  /** What the moderators decided, in words. */
  outcome: string;
  /** The admin's own words, as typed. */
  note: string;
  /** A path (made absolute by `shop.link`): the shop. */
  link: string;
}

/** An admin's note with a moderation decision (decision 032), to a reporter or the reported person. */
export function moderationNote(shop: Shop, data: ModerationNoteData): RenderedMail {
  const say = sayer(shop.intl);
  const reporter = data.audience === 'reporter';
  const values = { subject: data.subject, outcome: data.outcome };
  return messageWithLink(shop, {
    subject: reporter ? say(m.subjectReporter) : say(m.subjectReported, values),
    greeting: greeting(shop, data.name),
    lines: [reporter ? say(m.thanks, values) : say(m.lookedAt, values), say(m.note, { note: data.note })],
    button: say(m.button, { shop: shop.name }),
    link: data.link,
    footer: say(reporter ? m.footerReporter : m.footerReported),
  });
}
