import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { escapeHtml, greeting, type RenderedMail, type Shop, subjectLine } from './layout.js';

const m = defineMessages({
  subjectDigest: {
    id: 'mail.savedSearchAlert.subjectDigest',
    defaultMessage: "Today's new listings for your saved searches ({count})",
  },
  subjectOne: {
    id: 'mail.savedSearchAlert.subjectOne',
    defaultMessage: 'New listing for your saved search: {listing}',
  },
  subjectMany: {
    id: 'mail.savedSearchAlert.subjectMany',
    defaultMessage: '{count} new listings for your saved searches',
  },
  intro: {
    id: 'mail.savedSearchAlert.intro',
    defaultMessage:
      'New listings match {searchCount, plural, one {your saved search} other {your saved searches}} {searches}:',
  },
  searchName: { id: 'mail.savedSearchAlert.searchName', defaultMessage: '"{name}"' },
  more: {
    id: 'mail.savedSearchAlert.more',
    defaultMessage: '…and {more} more: open the search to see them all.',
  },
  price: { id: 'mail.savedSearchAlert.price', defaultMessage: '{amount, number, price}' },
  stopFor: { id: 'mail.savedSearchAlert.stopFor', defaultMessage: 'Stop e-mails for "{name}":' },
  stopThis: { id: 'mail.savedSearchAlert.stopThis', defaultMessage: 'Stop e-mails for this search' },
  manage: { id: 'mail.savedSearchAlert.manage', defaultMessage: 'Manage your saved searches:' },
});

export interface SavedSearchAlertData {
  /** The name of the person told. */
  name: string;
  /** The daily digest, or an instant alert. */
  digest: boolean;
  /**
   * The new listings; `link` a path of each. `amount` (whole units of the shop's currency) is
   * written in the reader's language; `price` is the English words of a message queued before.
   */
  listings: { name: string; price: string; amount?: number; link: string }[];
  /** Matching listings beyond those shown. */
  more: number;
  /** The searches they matched (paths), each with its own unsubscribe link (pauses that search). */
  searches: { name: string; link: string; unsubscribeLink: string }[];
  /** A path (made absolute by `shop.link`): the dashboard's saved searches. */
  settingsLink: string;
}

/** Saved-search alerts (issue 14 item 7, decision 035): new listings, their searches, a way out of each. */
export function savedSearchAlert(shop: Shop, input: SavedSearchAlertData): RenderedMail {
  const say = sayer(shop.intl);
  const data = {
    ...input,
    listings: input.listings.map((l) => ({
      ...l,
      price: l.amount === undefined ? l.price : say(m.price, { amount: l.amount }),
      link: shop.link(l.link),
    })),
    searches: input.searches.map((s) => ({
      ...s,
      link: shop.link(s.link),
      unsubscribeLink: shop.link(s.unsubscribeLink),
    })),
    settingsLink: shop.link(input.settingsLink),
  };
  const count = data.listings.length + data.more;
  const subject = data.digest
    ? say(m.subjectDigest, { count })
    : count === 1
      ? say(m.subjectOne, { listing: data.listings[0]?.name ?? '' })
      : say(m.subjectMany, { count });
  const intro = say(m.intro, {
    searchCount: data.searches.length,
    searches: data.searches.map((s) => say(m.searchName, { name: s.name })).join(', '),
  });
  const moreLine = data.more > 0 ? say(m.more, { more: data.more }) : '';
  const hello = greeting(shop, data.name);
  const manage = say(m.manage);
  const text = [
    hello,
    '',
    intro,
    '',
    ...data.listings.map((l) => `- ${l.name} (${l.price}): ${l.link}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    ...data.searches.flatMap((s) => [
      `"${s.name}": ${s.link}`,
      `${say(m.stopFor, { name: s.name })} ${s.unsubscribeLink}`,
    ]),
    '',
    `${manage} ${data.settingsLink}`,
    '',
    `— ${shop.name}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${data.listings.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.name)}</a> — ${escapeHtml(l.price)}</li>`).join('\n')}
</ul>
${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}
${data.searches
  .map(
    (s) =>
      `<p style="font-size: 13px"><a href="${escapeHtml(s.link)}">${escapeHtml(s.name)}</a> · <a href="${escapeHtml(s.unsubscribeLink)}">${escapeHtml(say(m.stopThis))}</a></p>`,
  )
  .join('\n')}
<p style="font-size: 13px; color: #6b7280">${escapeHtml(manage)} <a href="${escapeHtml(data.settingsLink)}">${escapeHtml(data.settingsLink)}</a></p>
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
