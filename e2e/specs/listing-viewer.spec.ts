import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { LISTING_TOASTS, listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { SCREEN_SIZES, today } from '../fixtures/screen-sizes';

/**
 * Issue 19 item 3: the listing page knows who is looking. A buyer with a running booking sees
 * it instead of a second Book now; the seller sees how many bookings wait, linking to Bookings.
 */

for (const size of SCREEN_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, colorScheme: size.colorScheme });

    /** Another person at the same screen size and theme. */
    const personAtSize = async (browser: Browser) => {
      const context = await browser.newContext({ viewport: size.viewport, colorScheme: size.colorScheme });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page, errors };
    };

    const openListing = async (page: Page, name: string) => {
      await page.goto(`/products?q=${encodeURIComponent(name)}`);
      await page.getByRole('link', { name: `Book to meet ${name}` }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    };

    test('a buyer who booked sees the booking, not Book now; the seller sees the bookings waiting', async ({
      page: sellerPage,
      browser,
      login,
    }) => {
      test.setTimeout(90_000);
      const seller = await login({ seller: true });
      const camera = newCamera(2, 720);
      await listCamera(sellerPage.request, seller.accessToken, camera);

      const buyer = await personAtSize(browser);
      await login({ prefix: 'looker' }, buyer.context);
      await openListing(buyer.page, camera.name);
      const detail = buyer.page.url();

      // Before booking: Book now, and the booking goes through.
      await buyer.page.getByRole('button', { name: 'Book to meet' }).click();
      const dialog = buyer.page.getByRole('dialog', { name: camera.name });
      await dialog.getByLabel('Phone Number').fill('555 0100');
      await dialog.getByLabel('Meeting place').fill('Old Town square');
      await dialog.getByRole('button', { name: 'Request booking' }).click();
      await expect(dialog).toBeHidden();
      // The toast is measured by toasts.spec; here axe must not catch it mid-fade. The pointer
      // leaves it first: react-hot-toast holds a hovered toast (on a phone it shows under the
      // Place Order button the pointer just clicked). It is awaited before it is awaited gone:
      // the toaster loads with the first toast, so "hidden" alone could pass before it came.
      await buyer.page.mouse.move(0, 0);
      const booked = buyer.page.getByText(LISTING_TOASTS.booked, { exact: true });
      await expect(booked).toBeVisible();
      await expect(booked).toBeHidden();

      // After: the page says so, in place of a second Book now that would only fail.
      const notice = buyer.page.getByText(`You booked this on ${today()} — pending, see My Orders`);
      await expect(notice).toBeVisible();
      await expect(buyer.page.getByRole('button', { name: 'Book to meet' })).toHaveCount(0);
      await expectNoAxeViolations(buyer.page, `listing booked by the viewer (${size.name})`);

      // The same when the page is drawn by the server (signed out) and the session restored.
      await buyer.page.goto(detail);
      await expect(notice).toBeVisible();
      await expect(buyer.page.getByRole('button', { name: 'Book to meet' })).toHaveCount(0);
      await notice.getByRole('link', { name: 'My Orders' }).click();
      await expect(buyer.page).toHaveURL(/\/dashboard\/my-orders$/);
      await expect(buyer.page.getByRole('listitem').filter({ hasText: camera.name })).toContainText(
        'pending',
      );

      // The seller's own page of it: the bookings waiting, linking to Bookings.
      await sellerPage.goto(detail);
      const own = sellerPage.getByText('Your listing — 1 pending booking');
      await expect(own).toBeVisible();
      await expect(sellerPage.getByRole('button', { name: 'Book to meet' })).toHaveCount(0);
      await expectNoAxeViolations(sellerPage, `the seller's own listing (${size.name})`);
      await own.getByRole('link', { name: '1 pending booking' }).click();
      await expect(sellerPage).toHaveURL(/\/dashboard\/bookings$/);
      await expect(sellerPage.getByRole('listitem').filter({ hasText: camera.name })).toContainText(
        'pending',
      );

      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
    });
  });
}
