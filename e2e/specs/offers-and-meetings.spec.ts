import type { Page } from '@playwright/test';
import { outboxInvitation } from '../../apps/server/test/outbox-links';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';
import { E2E_DATA_DIR } from '../ports';

const SHOP_ZONE = 'Europe/Berlin';

async function productIdOf(page: Page, accessToken: string, name: string): Promise<string> {
  const mine = await page.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const id = ((await mine.json()) as { _id: string; name: string }[]).find((p) => p.name === name)?._id;
  expect(id).toBeDefined();
  return id!;
}

/** Three days from now at 11:00 in the shop's zone, as a `datetime-local` input takes it. */
function meetingDay(): { local: string; utcHour: number } {
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: SHOP_ZONE });
  const offset = new Intl.DateTimeFormat('en', { timeZone: SHOP_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${day}T11:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)?/.exec(offset ?? '')?.[1] ?? 0);
  return { local: `${day}T11:00`, utcHour: 11 - hours };
}

/**
 * Issue 45: a buyer and a seller agree on a price and a time in two browsers, each seeing the
 * other's moves live, and both receive the calendar invitation.
 */
test('an offer, a counter, a booking at the agreed price and a meeting time, live on both sides', async ({
  page: sellerPage,
  browser,
  login,
}) => {
  test.slow();
  const seller = await login({ seller: true });
  const camera = newCamera(2, 800);
  await listCamera(sellerPage.request, seller.accessToken, camera);
  await sellerPage.goto('/dashboard/offers');
  await expect(sellerPage.getByRole('heading', { level: 1 })).toBeVisible();

  // The buyer offers $700 from the camera's page.
  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'offer-buyer' }, buyer.context);
  await buyer.page.goto(`/products/${await productIdOf(sellerPage, seller.accessToken, camera.name)}`);
  await buyer.page.getByRole('button', { name: /^Make an offer/ }).click();
  const offerDialog = buyer.page.getByRole('dialog');
  await offerDialog.getByLabel('Your offer').fill('700');
  await offerDialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyer.page.getByText(/Your offer of \$700 is waiting for the seller/)).toBeVisible();

  await buyer.page.goto('/dashboard/offers');
  const made = buyer.page.getByRole('listitem').filter({ hasText: camera.name }).first();
  await expect(made).toContainText(/Waiting for the seller/i);

  // The seller's Offers page shows it without a reload, and counters with $750.
  const received = sellerPage.getByRole('listitem').filter({ hasText: camera.name }).first();
  await expect(received).toContainText('$700', { timeout: 10_000 });
  await received.getByRole('button', { name: `Counter $700 for ${camera.name}` }).click();
  await sellerPage.getByLabel('Your counter-offer').fill('750');
  await sellerPage.getByRole('button', { name: 'Send counter-offer' }).click();

  // The buyer's Offers page shows the counter arrive, and the buyer accepts it: a booking at $750.
  await made.getByRole('button', { name: `Accept $750 for ${camera.name}` }).click({ timeout: 10_000 });
  await buyer.page.getByRole('dialog').getByRole('button', { name: 'Accept $750' }).click();
  await expect(buyer.page.getByText(/Agreed \$750 for/)).toBeVisible();

  // The seller's Bookings lists the booking, asked $800 and agreed $750.
  await sellerPage.goto('/dashboard/bookings');
  const booking = sellerPage.getByRole('listitem').filter({ hasText: camera.name }).first();
  await expect(booking).toContainText(/Asked \$800\s*·\s*agreed \$750/i, { timeout: 10_000 });

  // The buyer proposes two times and a place from My Orders.
  const { local, utcHour } = meetingDay();
  const later = local.replace('T11:00', 'T15:30');
  await buyer.page.goto('/dashboard/my-orders');
  const order = buyer.page.getByRole('listitem').filter({ hasText: camera.name }).first();
  await expect(order).toContainText(/Asked \$800\s*·\s*agreed \$750/i);
  await order.getByRole('button', { name: /^Propose times/ }).click();
  const propose = buyer.page.getByRole('dialog');
  await propose.getByLabel('Meeting time 1', { exact: true }).fill(local);
  await propose.getByRole('button', { name: /Add another time/ }).click();
  await propose.getByLabel('Meeting time 2', { exact: true }).fill(later);
  await propose.getByLabel('New meeting place (optional)').fill('Central Station, main hall');
  await propose.getByRole('button', { name: 'Send times' }).click();
  await expect(order.getByText(/Waiting for .* to answer/)).toBeVisible();

  // The seller sees the times arrive live and accepts the first; the buyer sees it agreed live.
  const proposals = booking.getByRole('list', { name: 'Proposed meeting times' });
  await expect(proposals.getByRole('listitem')).toHaveCount(2, { timeout: 10_000 });
  await proposals
    .getByRole('button', { name: /^Accept/ })
    .first()
    .click();
  await expect(booking).toContainText(/11:00.*Central Station, main hall/);
  await expect(order).toContainText(/11:00.*Central Station, main hall/, { timeout: 10_000 });

  // Both get the invitation for their calendar: the time in UTC, the place, a request.
  const start = `DTSTART:${local.slice(0, 10).replaceAll('-', '')}T${String(utcHour).padStart(2, '0')}0000Z`;
  for (const email of [buyerAccount.email, seller.email]) {
    const invitation = await outboxInvitation(E2E_DATA_DIR, email);
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain(start);
    expect(invitation).toMatch(/LOCATION:Central Station\\, main hall/);
  }
  await buyer.context.close();
});
