import { describe, expect, it } from 'vitest';
import { type MailRequest, mailJobHandler } from '../mail-queue.js';
import type { MailTransport } from '../mail-transport.js';
import type { MailTemplateData, MailTemplateName } from './all-templates.js';
import type { RenderedMail } from './layout.js';

type OutgoingMail = RenderedMail & { to: string };

/**
 * One of every message, as its sender queues it: links are paths of the web app. A template
 * added to `MailTemplateData` must be added here (the type says so), so the checks below
 * cover it too.
 */
const SAMPLES: { [T in MailTemplateName]: MailTemplateData[T] } = {
  'verify-email': { link: '/verify-email?code=abc' },
  'reset-password': { name: 'Ada', link: '/reset-password?code=abc' },
  'change-email': { link: '/verify-email?code=abc' },
  'email-changed': { name: 'Ada', newEmail: 'new@example.test', link: '/dashboard/settings' },
  'email-change-requested': {
    name: 'Ada',
    newEmail: 'new@example.test',
    link: '/cancel-email-change?code=abc',
  },
  'email-in-use': { link: '/login' },
  'security-notice': { name: 'Ada', event: { kind: 'password-changed' }, link: '/forgot-password' },
  'booking-closed-by-departure': {
    name: 'Ada',
    productName: 'Leica M6',
    departed: 'seller',
    link: '/dashboard/my-orders',
  },
  'conversation-message': {
    name: 'Ada',
    senderName: 'Sam',
    productName: 'Leica M6',
    link: '/dashboard/messages/c1',
  },
  // A notice's sentence ends with a full stop; as a subject it must not.
  notification: {
    name: 'Ada',
    text: 'Leica M6, which you saved, dropped from $1,499 to $1,399.',
    link: '/products/p1',
    kindLabel: 'Saved listings',
    unsubscribeLink: '/unsubscribe?user=u1&kind=favourite-changed&token=t',
  },
  'moderation-note': {
    name: 'Ada',
    audience: 'reported',
    subject: 'your listing',
    outcome: 'It is hidden from the shop.',
    note: 'Please add real photos.',
    link: '/',
  },
  'saved-search-alert': {
    name: 'Ada',
    digest: false,
    listings: [{ name: 'Leica M6', price: '$1,399', link: '/products/p1' }],
    more: 0,
    searches: [
      {
        name: 'Leica',
        link: '/products?q=leica',
        unsubscribeLink: '/saved-searches/unsubscribe?id=s1&token=t',
      },
    ],
    settingsLink: '/dashboard/saved-searches',
  },
  'data-export-ready': { name: 'Ada', link: '/dashboard/data-export?token=abc' },
  'meeting-agreed': {
    name: 'Ada',
    otherName: 'Sam',
    productName: 'Leica M6',
    when: 'Sat 12 Dec 2026, 11:00',
    timeZone: 'Europe/Lisbon',
    place: 'Central Station',
    link: '/dashboard/my-orders',
    calendar: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
  },
};

const NAMES = Object.keys(SAMPLES) as MailTemplateName[];

/** Renders one queued message as the mail worker does, with PUBLIC_URL as given. */
async function render<T extends MailTemplateName>(
  template: T,
  publicUrl: string | undefined,
  request: Partial<MailRequest<T>> = {},
): Promise<OutgoingMail> {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: 'outbox',
    send: async (mail) => void sent.push(mail),
    close: () => undefined,
  };
  const handler = mailJobHandler(transport, { name: 'Camera Corner', publicUrl });
  const payload = {
    to: 'ada@example.test',
    template,
    data: SAMPLES[template],
    origin: 'http://localhost:3000',
  };
  await handler({ ...payload, ...request }, { id: 'j1', attempt: 1 });
  const [mail] = sent;
  if (!mail) throw new Error(`${template} sent nothing`);
  return mail;
}

/** Every address the message shows or points to: both parts and the headers. */
const linksIn = (mail: OutgoingMail) =>
  [mail.text, mail.html, ...Object.values(mail.headers ?? {})].flatMap(
    (part) => part.match(/https?:\/\/[^\s"<>]+/g) ?? [],
  );

describe('every e-mail template (issue 42, item 10)', () => {
  it.each(NAMES)(
    '%s: with PUBLIC_URL set, links only to it, whatever origin the cause came from',
    async (name) => {
      const mail = await render(name, 'https://cameras.example/shop');
      const links = linksIn(mail);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/cameras\.example\/shop\//);
      expect(mail.text).not.toContain('localhost');
      expect(mail.html).not.toContain('localhost');
    },
  );

  it.each(NAMES)('%s: without PUBLIC_URL, links to the origin it was caused from', async (name) => {
    for (const link of linksIn(await render(name, undefined)))
      expect(link).toMatch(/^http:\/\/localhost:3000\//);
  });

  it.each(NAMES)('%s: the subject has no stray full stop', async (name) => {
    const { subject } = await render(name, undefined);
    expect(subject).toMatch(/[^.] — Camera Corner$/);
  });

  it('keeps the query and the page of a link, and writes it out in full', async () => {
    const mail = await render('reset-password', 'https://cameras.example');
    expect(mail.text).toContain('https://cameras.example/reset-password?code=abc');
    const alert = await render('saved-search-alert', 'https://cameras.example');
    expect(alert.text).toContain('- Leica M6 ($1,399): https://cameras.example/products/p1');
    expect(alert.headers?.['List-Unsubscribe']).toBe(
      '<https://cameras.example/saved-searches/unsubscribe?id=s1&token=t>',
    );
  });

  it('moves a message an older version queued with absolute links to PUBLIC_URL', async () => {
    const legacy = { data: { link: 'http://localhost:3000/verify-email?code=old' }, origin: undefined };
    const moved = await render(
      'verify-email',
      'https://cameras.example',
      legacy as Partial<MailRequest<'verify-email'>>,
    );
    expect(linksIn(moved).every((l) => l === 'https://cameras.example/verify-email?code=old')).toBe(true);
    const kept = await render('verify-email', undefined, legacy as Partial<MailRequest<'verify-email'>>);
    expect(linksIn(kept).every((l) => l === 'http://localhost:3000/verify-email?code=old')).toBe(true);
  });
});
