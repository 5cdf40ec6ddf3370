import { messageWithLink, type RenderedMail, type Shop } from './layout.js';

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
  const reporter = data.audience === 'reporter';
  return messageWithLink(shop, {
    subject: reporter ? 'About your report' : `A moderator's note about ${data.subject}`,
    greeting: `Hello ${data.name},`,
    lines: [
      reporter
        ? `Thank you for reporting ${data.subject}. ${data.outcome}`
        : `Our moderators looked at ${data.subject}. ${data.outcome}`,
      `Their note: ${data.note}`,
    ],
    button: `Visit ${shop.name}`,
    link: data.link,
    footer: reporter
      ? 'You get this message because you reported something on the shop.'
      : 'You get this message because a moderator decided about something of yours on the shop.',
  });
}
