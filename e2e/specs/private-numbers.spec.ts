import type { APIRequestContext } from '@playwright/test';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { SCREEN_SIZES } from '../fixtures/screen-sizes';

/**
 * Issue 19 items 5 and 6 on each screen size: a seller's number stays private until a booking
 * is accepted, then the buyer's My Orders shows it. (bookings.spec.ts walks the whole booking
 * through the screens; item 10, a price above the price new confirmed before listing, is a
 * component test: apps/web/src/features/listings/price-above-new.test.tsx.)
 */

async function productIdOf(api: APIRequestContext, name: string): Promise<string> {
  // Other journeys list cameras with the same words at the same time: the one named exactly.
  const product = (
    (await (await api.get(`/api/products?q=${encodeURIComponent(name)}`)).json()) as {
      _id: string;
      name: string;
    }[]
  ).find((p) => p.name === name);
  if (!product) throw new Error(`${name} is not on the storefront`);
  return product._id;
}

for (const size of SCREEN_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, colorScheme: size.colorScheme });

    test('the seller number shows only to the buyer whose booking was accepted', async ({
      page,
      browser,
      login,
    }) => {
      test.slow();
      const sellerContext = await browser.newContext();
      const seller = await login({ prefix: 'private', seller: true }, sellerContext);
      const camera = newCamera(2, 520);
      await listCamera(sellerContext.request, seller.accessToken, camera);
      const productId = await productIdOf(sellerContext.request, camera.name);

      // Anyone, before booking: the listing page and its API answer keep the number back.
      await page.goto(`/products/${productId}`);
      await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(camera.sellerNumber);
      const publicAnswer = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
        sellerNumber: string;
      };
      expect(publicAnswer.sellerNumber).toBe('');

      const buyer = await login({ prefix: 'booker' });
      const booked = await page.request.post('/api/orders', {
        headers: { authorization: `Bearer ${buyer.accessToken}` },
        data: { productId, phoneNumber: '555 0101', location: 'Old market' },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      const { _id: orderId } = (await booked.json()) as { _id: string };

      await page.goto('/dashboard/my-orders');
      const order = page.getByRole('listitem').filter({ hasText: camera.name });
      await expect(order).toContainText('pending');
      await expect(order).not.toContainText(camera.sellerNumber);

      const accepted = await sellerContext.request.patch(`/api/orders/${orderId}`, {
        headers: { authorization: `Bearer ${seller.accessToken}` },
        data: { status: 'accepted' },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await page.reload();
      await expect(order).toContainText('accepted');
      await expect(order.getByRole('link', { name: camera.sellerNumber })).toBeVisible();
      await expect(order).toContainText('E2E Seller');
      await sellerContext.close();
    });
  });
}
