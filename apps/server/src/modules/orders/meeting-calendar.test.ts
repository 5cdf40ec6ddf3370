import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { addressOf, readOutbox, startSmtpServer, type TestSmtpServer } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';
import { meetingInvitation } from './meeting-calendar.js';

/**
 * The confirmation of an agreed meeting (issue 45, item 3; decision 069): both sides get an
 * e-mail carrying an RFC 5545 invitation as its text/calendar part, read here as a real SMTP
 * server and the outbox received it, and parsed with ical.js as a calendar program would.
 */
const ZONE = 'Europe/Warsaw';
const NOW = new Date('2026-03-20T10:00:00.000Z');

/** The message's calendar part, parsed: the calendar and its one event. */
function invitationIn(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) throw new Error(`no text/calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the invitation');
  return { calendar, event: new ICAL.Event(vevent), vevent };
}

async function agreeOn(
  t: TestApp,
  buyer: TestSession,
  seller: TestSession,
  local: string,
  place = 'Central Station, main hall',
): Promise<string> {
  const product = await insertProduct(t.app.database.db, seller.user.uid, { name: 'Leica M6' });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.auth,
    payload: { productId: product.id, phoneNumber: '555 0100', location: place, meetingTimes: [local] },
  });
  expect(booked.statusCode).toBe(200);
  const agreed = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${booked.json()._id}/meeting`,
    headers: seller.auth,
    payload: { action: 'accept', time: local },
  });
  expect(agreed.statusCode).toBe(200);
  return booked.json()._id;
}

describe.each(TEST_DIALECTS)('the invitation to an agreed meeting on %s', (dialect) => {
  const clock = testClock(NOW);
  let t: TestApp;
  let smtp: TestSmtpServer;
  let seller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      dialect,
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Camera Corner <shop@example.test>',
        SHOP_NAME: 'Camera Corner',
        PUBLIC_URL: 'https://shop.example.test',
        SHOP_TIME_ZONE: ZONE,
      },
      { clock },
    );
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.app.jobWorker.runDue();
    smtp.received.splice(0);
  });

  const confirmations = async () => {
    await t.app.jobWorker.runDue();
    return smtp.received.filter((m) => m.subject?.startsWith('Meeting agreed'));
  };

  it('e-mails both sides an invitation with the time in UTC, the place and the camera', async () => {
    const orderId = await agreeOn(t, buyer, seller, '2026-03-21T11:00');
    const mails = await confirmations();
    expect(mails.map(addressOf).sort()).toEqual([buyer.user.email, seller.user.email].sort());

    for (const mail of mails) {
      const toBuyer = addressOf(mail) === buyer.user.email;
      expect(mail.subject).toBe('Meeting agreed: Leica M6, Sat 21 Mar 2026, 11:00 — Camera Corner');
      expect(mail.text).toContain(
        `You meet ${toBuyer ? 'Sol Seller' : 'Bea'} for Leica M6 on Sat 21 Mar 2026, 11:00 (Europe/Warsaw time) at Central Station, main hall.`,
      );
      expect(mail.text).toContain(
        toBuyer
          ? 'https://shop.example.test/dashboard/my-orders'
          : 'https://shop.example.test/dashboard/bookings',
      );

      const { calendar, event, vevent } = invitationIn(mail);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      // 11:00 in Warsaw in March (UTC+1), written in UTC.
      expect(event.startDate.toString()).toBe('2026-03-21T10:00:00Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-21T11:00:00.000Z');
      expect(event.location).toBe('Central Station, main hall');
      expect(event.summary).toBe(`Leica M6: meeting ${toBuyer ? 'Sol Seller' : 'Bea'}`);
      expect(event.uid).toBe(`meeting-${orderId}@refocus`);
      expect(String(vevent.getFirstPropertyValue('attendee'))).toBe(`mailto:${addressOf(mail)}`);
    }
  });

  it('updates the same calendar entry when the meeting is agreed again', async () => {
    const orderId = await agreeOn(t, buyer, seller, '2026-03-21T11:00', 'Cafe Lisboa');
    const first = (await confirmations()).find((m) => addressOf(m) === buyer.user.email);
    smtp.received.splice(0);
    clock.advance(60_000);
    const move = (session: TestSession, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/meeting`,
        headers: session.auth,
        payload,
      });
    expect((await move(buyer, { action: 'propose', times: ['2026-03-30T11:00'] })).statusCode).toBe(200);
    // A proposal is not an agreement: no invitation for it.
    expect(await confirmations()).toEqual([]);
    expect((await move(seller, { action: 'accept', time: '2026-03-30T11:00' })).statusCode).toBe(200);
    const second = (await confirmations()).find((m) => addressOf(m) === buyer.user.email);

    const before = invitationIn(first!);
    const after = invitationIn(second!);
    expect(after.event.uid).toBe(before.event.uid);
    expect(after.event.sequence).toBeGreaterThan(before.event.sequence);
    // After the switch to summer time: UTC+2.
    expect(after.event.startDate.toJSDate().toISOString()).toBe('2026-03-30T09:00:00.000Z');
  });
});

describe('the invitation in the outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { SHOP_TIME_ZONE: ZONE }, { clock: testClock(NOW) });
  });
  afterAll(() => t.close());

  it('is a text/calendar part of the .eml file too', async () => {
    const seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(t.app, { name: 'Bea' });
    await agreeOn(t, buyer, seller, '2026-03-21T11:00');
    await t.app.jobWorker.runDue();
    const mail = (await readOutbox(t.dataDir)).find(
      (m) => m.subject?.startsWith('Meeting agreed') && addressOf(m) === seller.user.email,
    );
    expect(mail).toBeDefined();
    const part = mail!.attachments.find((a) => a.contentType === 'text/calendar');
    // The part says what it is for, as mail programs look for it (RFC 6047).
    expect(part?.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
    const { event } = invitationIn(mail!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-21T10:00:00.000Z');
    expect(event.location).toBe('Central Station, main hall');
    // The shop sends the request (MAIL_FROM), as RFC 5546 asks; never the other side's address.
    expect(event.organizer.toLowerCase()).toBe('mailto:no-reply@localhost');
  });
});

describe('the invitation as written', () => {
  const invitation = (name: string) =>
    meetingInvitation({
      orderId: '0193a0b0-1111-7222-8333-444455556666',
      startsAt: '2026-03-21T10:00:00.000Z',
      productName: 'Leica M6, black; boxed',
      otherName: 'Sol',
      place: 'Café Lisboa, Rua Augusta; table 4',
      attendee: { name, email: 'bea@example.test' },
      agreedAt: NOW,
      bookedAt: '2026-03-19T10:00:00.000Z',
    });
  /** The content lines, unfolded (RFC 5545 §3.1). */
  const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

  it('quotes a name with quotation marks in it as a parameter can hold it: no DQUOTE inside', () => {
    const attendee = lines(invitation('Bea "the lens" B, jr.; Lisbon')).find((l) => l.startsWith('ATTENDEE'));
    // A quoted parameter value holds no DQUOTE, escaped or not (RFC 5545 §3.1, QSAFE-CHAR).
    const cn = attendee?.match(/;CN=("[^"]*"|[^;:"]*)[;:]/)?.[1];
    expect(cn).toBe(`"Bea 'the lens' B, jr.; Lisbon"`);
    expect(attendee).toMatch(/:mailto:bea@example\.test$/);
  });

  it('escapes commas and semicolons in the text values and ends every line with CRLF', () => {
    const ics = invitation('Bea');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const all = lines(ics);
    expect(all).toContain('LOCATION:Café Lisboa\\, Rua Augusta\\; table 4');
    expect(all).toContain('SUMMARY:Leica M6\\, black\\; boxed: meeting Sol');
  });
});
