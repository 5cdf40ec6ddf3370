import { smallPng } from '../../apps/server/test/image-corpus';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/**
 * Issue 15 item 1: buyer and seller, each in their own browser, talk about a booking and see
 * the other's messages arrive without reloading (the live event stream), with the unread
 * count in the navbar; a question from the listing's page carries on into the same thread.
 */
test('buyer and seller chat about a booking and see each other’s messages live', async ({
  page: sellerPage,
  browser,
  login,
}) => {
  test.slow();
  const seller = await login({ seller: true, prefix: 'chat-seller' });
  const camera = newCamera(3, 640);
  await listCamera(sellerPage.request, seller.accessToken, camera);
  const mine = await sellerPage.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${seller.accessToken}` },
  });
  const productId = ((await mine.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === camera.name,
  )?._id;
  expect(productId).toBeDefined();

  // The seller waits on the inbox, which has nothing yet.
  await sellerPage.goto('/dashboard/messages');
  await expect(sellerPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(sellerPage.getByText('No conversations yet')).toBeVisible();

  // The buyer asks a question from the listing's page, before booking.
  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'chat-buyer' }, buyer.context);
  await buyer.page.goto(`/products/${productId}`);
  await buyer.page.getByRole('link', { name: 'Ask the seller' }).click();
  await expect(buyer.page.getByRole('heading', { name: 'Ask the seller', level: 1 })).toBeVisible();
  await buyer.page.getByLabel('Your message').fill('Hello! Does the meter work?');
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.page).toHaveURL(/\/dashboard\/messages\/[^/]+$/);
  const buyerMessages = buyer.page.getByRole('list', { name: 'Messages' });
  await expect(buyerMessages).toContainText('Hello! Does the meter work?');

  // It reaches the seller's inbox and navbar without a reload.
  const banner = sellerPage.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Messages\s*1 unread/ })).toBeVisible({ timeout: 5_000 });
  await sellerPage
    .getByRole('list', { name: 'Your conversations' })
    .getByRole('link', { name: /, 1 unread/ })
    .click();
  const sellerMessages = sellerPage.getByRole('list', { name: 'Messages' });
  await expect(sellerMessages).toContainText('Hello! Does the meter work?');
  // Reading it clears the count.
  await expect(banner.getByRole('link', { name: /Messages\s*1 unread/ })).toBeHidden();

  // The seller answers with the keyboard alone (Enter sends); the buyer sees it arrive.
  await sellerPage.getByLabel('Your message').fill('It does, tested yesterday.');
  await sellerPage.getByLabel('Your message').press('Enter');
  await expect(sellerMessages).toContainText('It does, tested yesterday.');
  await expect(buyerMessages).toContainText('It does, tested yesterday.', { timeout: 5_000 });

  // The seller shows the meter: a photo through the image host, arriving live on the buyer's side.
  await sellerPage
    .getByLabel('Attach a photo')
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: await smallPng() });
  // It is shown first, with Send photo and Cancel (issue 42, item 12); nothing goes before Send.
  const toSend = sellerPage.getByRole('figure', { name: 'Photo to send' });
  await expect(toSend.getByRole('img', { name: 'Preview of meter.png' })).toBeVisible();
  await expect(sellerMessages.getByRole('img', { name: 'Shared by You' })).toHaveCount(0);
  await toSend.getByRole('button', { name: 'Send photo' }).click();
  await expect(toSend).toBeHidden();
  await expect(sellerMessages.getByRole('img', { name: 'Shared by You' })).toBeVisible();
  await expect(buyerMessages.getByRole('img', { name: `Shared by ${seller.name}` })).toBeVisible({
    timeout: 5_000,
  });

  // The buyer books; the same thread carries on from My Orders.
  const booked = await buyer.page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyerAccount.accessToken}` },
    data: { productId, phoneNumber: '+1 555 010 5050', location: 'Old Town' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await buyer.page.goto('/dashboard/my-orders');
  await buyer.page.getByRole('link', { name: `Messages with the seller about ${camera.name}` }).click();
  await expect(buyer.page.getByRole('list', { name: 'Messages' })).toContainText(
    'It does, tested yesterday.',
  );
  await expect(buyer.page.getByText(/booking pending/)).toBeVisible();
  await buyer.page.getByLabel('Your message').fill('Booked it. Saturday at ten?');
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(sellerMessages).toContainText('Saturday at ten?', { timeout: 5_000 });
  expect(buyer.errors).toEqual([]);
  await buyer.context.close();
});
