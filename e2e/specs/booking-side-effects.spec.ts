import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, myProductRow, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { SCREEN_SIZES } from '../fixtures/screen-sizes';

/**
 * Issue 19 item 4: side effects are said before they happen. Accepting a booking and marking a
 * listing sold decline every other waiting booking; the confirmations count them, and My
 * Products shows the waiting bookings per listing.
 */

/** The listing's id, found through the storefront search. */
async function productIdOf(api: APIRequestContext, name: string): Promise<string> {
  const answer = await api.get(`/api/products?q=${encodeURIComponent(name)}`);
  // Other journeys list cameras with the same words at the same time: the one named exactly.
  const product = ((await answer.json()) as { _id: string; name: string }[]).find((p) => p.name === name);
  if (!product) throw new Error(`${name} is not on the storefront`);
  return product._id;
}

async function book(api: APIRequestContext, accessToken: string, productId: string) {
  const answer = await api.post('/api/orders', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { productId, phoneNumber: '555 0100', location: 'Harbour cafe' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const bookingOf = (page: Page, productName: string, buyerName: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: productName }) })
    .filter({ hasText: buyerName });

for (const size of SCREEN_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, colorScheme: size.colorScheme });

    test('accept and mark as sold say how many bookings they decline; My Products counts them', async ({
      page,
      browser,
      login,
    }) => {
      // Four accounts, two listings and three axe passes: about 1.5 min on a busy machine.
      test.setTimeout(180_000);
      const seller = await login({ seller: true });
      const popular = newCamera(1, 900);
      const single = newCamera(3, 450);
      await listCamera(page.request, seller.accessToken, popular);
      await listCamera(page.request, seller.accessToken, single);
      const popularId = await productIdOf(page.request, popular.name);
      const singleId = await productIdOf(page.request, single.name);

      // Three buyers book the popular camera, one of them the other camera too (through the API:
      // the journey is about the seller's side).
      const buyers = await browser.newContext();
      const [ana, bo, cy] = [
        await login({ prefix: 'ana' }, buyers),
        await login({ prefix: 'bo' }, buyers),
        await login({ prefix: 'cy' }, buyers),
      ];
      for (const buyer of [ana, bo, cy]) await book(page.request, buyer.accessToken, popularId);
      await book(page.request, ana.accessToken, singleId);

      // My Products: the waiting bookings per listing.
      await page.goto('/dashboard/my-products');
      const popularRow = myProductRow(page, popular.name);
      const singleRow = myProductRow(page, single.name);
      await expect(
        popularRow.getByRole('link', { name: `3 pending bookings of ${popular.name}` }),
      ).toBeVisible();
      await expect(
        singleRow.getByRole('link', { name: `1 pending booking of ${single.name}` }),
      ).toBeVisible();

      // Mark as sold asks first and names the consequence; going back changes nothing.
      await popularRow.getByRole('button', { name: `Mark as sold ${popular.name}` }).click();
      const soldDialog = page.getByRole('dialog', { name: `Mark ${popular.name} as sold?` });
      await expect(soldDialog).toContainText(
        '3 pending bookings will be declined; those buyers see it in My Orders.',
      );
      await expectNoAxeViolations(page, `mark as sold confirmation (${size.name})`);
      await soldDialog.getByRole('button', { name: 'Go back' }).click();
      await expect(soldDialog).toBeHidden();
      await expect(popularRow).toContainText('available');

      // Accept counts the other bookings it will decline.
      await page.goto('/dashboard/bookings');
      const anasBooking = bookingOf(page, popular.name, ana.name);
      await anasBooking
        .getByRole('button', { name: `Accept ${ana.name}'s booking of ${popular.name}` })
        .click();
      const acceptDialog = page.getByRole('dialog', { name: 'Accept this booking?' });
      await expect(acceptDialog).toContainText(
        '2 other bookings will be declined; those buyers see it in My Orders.',
      );
      await expectNoAxeViolations(page, `accept confirmation (${size.name})`);
      await acceptDialog.getByRole('button', { name: 'Accept booking' }).click();
      await expect(acceptDialog).toBeHidden();
      await expect(anasBooking).toContainText('accepted');
      await expect(bookingOf(page, popular.name, bo.name)).toContainText('declined');
      await expect(bookingOf(page, popular.name, cy.name)).toContainText('declined');

      // Marking the other camera sold declines its one booking, as the dialog said.
      await page.goto('/dashboard/my-products');
      await expect(popularRow).toContainText('booked');
      // Deleting says what happens to the accepted booking; going back keeps it.
      await popularRow.getByRole('button', { name: `Delete ${popular.name}` }).click();
      const deleteDialog = page.getByRole('dialog', { name: `Delete ${popular.name}?` });
      await expect(deleteDialog).toContainText(
        'Its accepted booking will be cancelled; the buyer sees it in My Orders.',
      );
      await deleteDialog.getByRole('button', { name: 'Go back' }).click();
      await expect(deleteDialog).toBeHidden();
      await singleRow.getByRole('button', { name: `Mark as sold ${single.name}` }).click();
      const singleDialog = page.getByRole('dialog', { name: `Mark ${single.name} as sold?` });
      await expect(singleDialog).toContainText('1 pending booking will be declined');
      await singleDialog.getByRole('button', { name: 'Mark as sold' }).click();
      await expect(singleRow).toContainText('sold');
      await expect(singleRow.getByRole('link', { name: /pending booking/ })).toHaveCount(0);
      await expectNoAxeViolations(page, `My Products with pending counts (${size.name})`);

      // The declined buyer sees it where the dialog said: in My Orders.
      const boPage = await buyers.newPage();
      await login({ email: bo.email, password: bo.password }, buyers);
      await boPage.goto('/dashboard/my-orders');
      await expect(boPage.getByRole('listitem').filter({ hasText: popular.name })).toContainText('declined');
      await buyers.close();
    });
  });
}
