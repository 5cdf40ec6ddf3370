import { escapeHtml, type RenderedMail, type Shop, subjectLine } from './layout.js';

export interface SavedSearchAlertData {
  /** The name of the person told. */
  name: string;
  /** The daily digest, or an instant alert. */
  digest: boolean;
  /** The new listings; `link` a path of each. */
  listings: { name: string; price: string; link: string }[];
  /** Matching listings beyond those shown. */
  more: number;
  /** The searches they matched (paths), each with its own unsubscribe link (pauses that search). */
  searches: { name: string; link: string; unsubscribeLink: string }[];
  /** A path (made absolute by `shop.link`): the dashboard's saved searches. */
  settingsLink: string;
}

/** Saved-search alerts (issue 14 item 7, decision 035): new listings, their searches, a way out of each. */
export function savedSearchAlert(shop: Shop, input: SavedSearchAlertData): RenderedMail {
  const data = {
    ...input,
    listings: input.listings.map((l) => ({ ...l, link: shop.link(l.link) })),
    searches: input.searches.map((s) => ({
      ...s,
      link: shop.link(s.link),
      unsubscribeLink: shop.link(s.unsubscribeLink),
    })),
    settingsLink: shop.link(input.settingsLink),
  };
  const count = data.listings.length + data.more;
  const subject = data.digest
    ? `Today's new listings for your saved searches (${count})`
    : count === 1
      ? `New listing for your saved search: ${data.listings[0]?.name ?? ''}`
      : `${count} new listings for your saved searches`;
  const intro = `New listings match ${data.searches.length === 1 ? 'your saved search' : 'your saved searches'} ${data.searches
    .map((s) => `"${s.name}"`)
    .join(', ')}:`;
  const moreLine = data.more > 0 ? `…and ${data.more} more: open the search to see them all.` : '';
  const text = [
    `Hello ${data.name},`,
    '',
    intro,
    '',
    ...data.listings.map((l) => `- ${l.name} (${l.price}): ${l.link}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    ...data.searches.flatMap((s) => [
      `"${s.name}": ${s.link}`,
      `Stop e-mails for "${s.name}": ${s.unsubscribeLink}`,
    ]),
    '',
    `Manage your saved searches: ${data.settingsLink}`,
    '',
    `— ${shop.name}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(`Hello ${data.name},`)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${data.listings.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.name)}</a> — ${escapeHtml(l.price)}</li>`).join('\n')}
</ul>
${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}
${data.searches
  .map(
    (s) =>
      `<p style="font-size: 13px"><a href="${escapeHtml(s.link)}">${escapeHtml(s.name)}</a> · <a href="${escapeHtml(s.unsubscribeLink)}">Stop e-mails for this search</a></p>`,
  )
  .join('\n')}
<p style="font-size: 13px; color: #6b7280">Manage your saved searches: <a href="${escapeHtml(data.settingsLink)}">${escapeHtml(data.settingsLink)}</a></p>
<p>— ${escapeHtml(shop.name)}</p>
</body></html>
`;
  // RFC 2369: mail clients offer the first address; each search's own link is in the body.
  const first = data.searches[0];
  return {
    subject: subjectLine(shop, subject),
    text,
    html,
    ...(first ? { headers: { 'List-Unsubscribe': `<${first.unsubscribeLink}>` } } : {}),
  };
}
