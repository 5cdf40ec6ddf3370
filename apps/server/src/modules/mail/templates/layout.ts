/** What every message knows of the shop that sends it. */
export interface Shop {
  name: string;
}

/** A message ready for the transport: both parts, the plain one for every reader. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 2369) on notification e-mails. */
  headers?: Record<string, string>;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The greeting line. A name is left out when the caller has none to give: a display name
 * is whatever the person who signed up typed, so mail to an address nobody has confirmed
 * must not carry it (issue 41, item 5: "Hello Security team: your account is locked…").
 */
export const greeting = (name: string | undefined) => (name ? `Hello ${name},` : 'Hello,');

/**
 * One message with a button: the same words in the text and HTML parts, the link written
 * out in full in both (some readers show no buttons; people may copy it).
 */
export function messageWithLink(
  shop: Shop,
  parts: { subject: string; greeting: string; lines: string[]; button: string; link: string; footer: string },
): RenderedMail {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    '',
    `${parts.button}: ${parts.link}`,
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
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;background:#111827;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.button)}</a></p>
<p style="font-size: 13px">Or open this address: <a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>
<p style="font-size: 13px; color: #6b7280">${escapeHtml(parts.footer)}</p>
<p>— ${escapeHtml(shop.name)}</p>
</body></html>
`;
  return { subject: `${parts.subject} — ${shop.name}`, text, html };
}
