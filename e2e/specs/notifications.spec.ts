import { outboxLink } from '../../apps/server/test/outbox-links';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';
import { E2E_DATA_DIR } from '../ports';

/**
 * Issue 15, item 2: a seller's bell counts a new booking without a reload, the list leads to
 * it and marks it read, and the e-mail's unsubscribe link turns that kind of e-mail off.
 */
test('a booking rings the seller’s bell, the list leads to it, and its e-mail unsubscribes', async ({
  page: sellerPage,
  browser,
  login,
}) => {
  test.slow();
  const seller = await login({ seller: true });
  const camera = newCamera(3, 640);
  await listCamera(sellerPage.request, seller.accessToken, camera);
  const mine = await sellerPage.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${seller.accessToken}` },
  });
  const productId = ((await mine.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === camera.name,
  )?._id;

  await sellerPage.goto('/dashboard');
  const bell = sellerPage.getByRole('link', { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName('Notifications');

  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'bell-buyer' }, buyer.context);
  const booked = await buyer.page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyerAccount.accessToken}` },
    data: { productId, phoneNumber: '+1 555 010 5050', location: 'Harbour' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await buyer.context.close();

  // Live: the booking event refreshes the bell.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 });
  await bell.click();
  await expect(sellerPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const item = sellerPage.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
  await expect(item).toContainText(`${buyerAccount.name} booked ${camera.name}.`);
  await expectNoAxeViolations(sellerPage, '/dashboard/notifications');
  await item.getByRole('link').click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/bookings$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // The same notice came by e-mail, with a link that turns these e-mails off without signing in.
  const link = await outboxLink(E2E_DATA_DIR, seller.email, '/unsubscribe');
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Stop e-mails about “Someone books one of my cameras”?')).toBeVisible();
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('status')).toContainText('no more e-mails about');
  await stranger.close();

  await sellerPage.goto('/dashboard/settings');
  const settings = sellerPage.getByRole('region', { name: 'E-mail notifications' });
  await expect(settings.getByRole('checkbox', { name: 'Someone books one of my cameras' })).not.toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'A new message' })).toBeChecked();
  await settings.getByRole('checkbox', { name: 'A new message' }).uncheck();
  await expect(sellerPage.getByText('E-mail choices saved.')).toBeVisible();
  await sellerPage.reload();
  await expect(settings.getByRole('checkbox', { name: 'A new message' })).not.toBeChecked();
});
