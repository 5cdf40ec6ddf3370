import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/** Issue 16: a seller's Bookings page and a buyer's My Orders change as the other side acts, without a reload. */
test('bookings and their answers show up live on the other side', async ({
  page: sellerPage,
  browser,
  login,
}) => {
  test.slow();
  const seller = await login({ seller: true });
  const camera = newCamera(2, 720);
  await listCamera(sellerPage.request, seller.accessToken, camera);
  const mine = await sellerPage.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${seller.accessToken}` },
  });
  const productId = ((await mine.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === camera.name,
  )?._id;
  expect(productId).toBeDefined();

  await sellerPage.goto('/dashboard/bookings');
  await expect(sellerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sellerPage.getByText(camera.name)).toBeHidden();

  // A buyer books through the API while the seller's page stays as it is.
  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'live-buyer' }, buyer.context);
  await buyer.page.goto('/dashboard/my-orders');
  await expect(buyer.page.getByRole('heading', { level: 1 })).toBeVisible();
  const booked = await buyer.page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyerAccount.accessToken}` },
    data: { productId, phoneNumber: '+1 555 010 4040', location: 'Old Town' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  const booking = sellerPage.getByRole('listitem').filter({ hasText: camera.name });
  await expect(booking).toContainText(buyerAccount.email, { timeout: 5_000 });
  // The buyer's My Orders learnt of it too (its own request), then of the seller's answer.
  const order = buyer.page.getByRole('listitem').filter({ hasText: camera.name });
  await booking.getByRole('button', { name: /^Accept/ }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Accept this booking?' })
    .getByRole('button', { name: 'Accept booking' })
    .click();
  await expect(order).toContainText('accepted', { timeout: 5_000 });
  await buyer.context.close();
});
