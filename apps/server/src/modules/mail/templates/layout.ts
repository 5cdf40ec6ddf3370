import { defineMessages } from '@formatjs/intl';
import { type ServerIntl, sayer } from '../mail-words.js';

const m = defineMessages({
  hello: { id: 'mail.layout.hello', defaultMessage: 'Hello {name},' },
  helloNobody: { id: 'mail.layout.helloNobody', defaultMessage: 'Hello,' },
  openAddress: { id: 'mail.layout.openAddress', defaultMessage: 'Or open this address:' },
});

/** What every message knows of the shop that sends it, and the reader's language. */
export interface Shop {
  name: string;
  /** The reader's language (decision 070): every word of the message is formatted with it. */
  intl: ServerIntl;
  /**
   * Makes a path of the web app (`/dashboard/messages/…`) the absolute address the message
   * shows (`mail-links.ts`): templates get paths and build every link with this, nothing else.
   */
  link(path: string): string;
}

/** A message ready for the transport: both parts, the plain one for every reader. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 2369) on notification e-mails. */
  headers?: Record<string, string>;
  /**
   * A calendar invitation (RFC 5545) the message carries as its `text/calendar` part, so mail
   * programs offer "add to calendar" (nodemailer's `icalEvent`; issue 45).
   */
  icalEvent?: { method: 'request'; filename: string; content: string };
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The greeting line. A name is left out when the caller has none to give: a display name
 * is whatever the person who signed up typed, so mail to an address nobody has confirmed
 * must not carry it (issue 41, item 5: "Hello Security team: your account is locked…").
 */
export const greeting = (shop: Shop, name: string | undefined) =>
  name ? sayer(shop.intl)(m.hello, { name }) : sayer(shop.intl)(m.helloNobody);

/**
 * The subject as the mailbox shows it: the shop's name after it, and no full stop at its end
 * (a notice's sentence may be its subject: "Leica M6 was sold." reads as a sentence, not a title).
 */
export const subjectLine = (shop: Shop, subject: string) => `${subject.replace(/\.+$/, '')} — ${shop.name}`;

/**
 * One message with a button: the same words in the text and HTML parts, the link written
 * out in full in both (some readers show no buttons; people may copy it).
 */
export function messageWithLink(
  shop: Shop,
  parts: {
    subject: string;
    greeting: string;
    lines: string[];
    button: string;
    /** A path of the web app: made absolute here. */
    link: string;
    footer: string;
  },
): RenderedMail {
  const link = shop.link(parts.link);
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    '',
    `${parts.button}: ${link}`,
    '',
    parts.footer,
    '',
    `— ${shop.name}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111827;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.button)}</a></p>
<p style="font-size: 13px">${escapeHtml(sayer(shop.intl)(m.openAddress))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size: 13px; color: #6b7280">${escapeHtml(parts.footer)}</p>
<p>— ${escapeHtml(shop.name)}</p>
</body></html>
`;
  return { subject: subjectLine(shop, parts.subject), text, html };
}
