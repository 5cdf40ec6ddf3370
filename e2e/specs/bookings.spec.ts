import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '../fixtures/auth';
import { BRANDS, LISTING_TOASTS, listCamera, myProductRow, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { buyerRow, person } from '../fixtures/people';

/**
 * The life of a booking, from Book now to a completed sale, and an admin deleting the buyer.
 * A visitor asked to log in before booking is a component test
 * (apps/web/src/features/orders/booking-form.test.tsx).
 */

const bookingOf = (page: Page, productName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productName }) });

test('a booking from Book now to a completed sale; an admin deletes the buyer', async ({
  page: sellerPage,
  browser,
  consoleErrors,
  login,
}) => {
  test.setTimeout(120_000);
  // The booked camera's detail page answers 404 once it is off the storefront.
  consoleErrors.allow(/404/);

  // The seller lists a Nikon.
  const seller = await login({ seller: true });
  const camera = newCamera(3, 850);
  await listCamera(sellerPage.request, seller.accessToken, camera);

  // A buyer books it from the Nikon page.
  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'buyer' }, buyer.context);
  await buyer.page.goto('/category/3');
  await expect(buyer.page.getByRole('heading', { name: `${BRANDS[3]} cameras`, level: 1 })).toBeVisible();
  const card = buyer.page.getByRole('listitem').filter({ hasText: camera.name });
  await card.getByRole('button', { name: 'Book to meet' }).click();

  const dialog = buyer.page.getByRole('dialog', { name: camera.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(buyerAccount.name);
  await expect(dialog.getByLabel('Email')).toHaveValue(buyerAccount.email);
  await expect(dialog.getByLabel('Product')).toHaveValue(camera.name);
  await expect(dialog.getByLabel('Price')).toHaveValue('$850');
  await expect(dialog.getByLabel('Name')).toHaveAttribute('readonly', '');
  await dialog.getByRole('button', { name: 'Request booking' }).click();
  await expect(dialog.getByText('Phone number must be 6 to 20 digits')).toBeVisible();

  await dialog.getByLabel('Phone Number').fill('+1 (555) 010-2030');
  await dialog.getByLabel('Meeting place').fill('Central Station, main hall');
  await dialog.getByRole('button', { name: 'Request booking' }).click();
  await expect(buyer.page.getByText(LISTING_TOASTS.booked, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Booking the same camera again is refused with the server's reason; the modal stays open.
  await card.getByRole('button', { name: 'Book to meet' }).click();
  await dialog.getByLabel('Phone Number').fill('555 0100');
  await dialog.getByLabel('Meeting place').fill('Harbour');
  await dialog.getByRole('button', { name: 'Request booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have already booked this camera.');
  await expect(dialog).toBeVisible();
  await buyer.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The browser's <dialog> gives focus back to the button that opened it.
  await expect(card.getByRole('button', { name: 'Book to meet' })).toBeFocused();

  await buyer.page.goto('/dashboard/my-orders');
  const order = bookingOf(buyer.page, camera.name);
  await expect(order).toContainText('pending');
  await expect(order).toContainText('$850');
  await expect(order.getByRole('button', { name: `Cancel booking of ${camera.name}` })).toBeVisible();
  // The seller's number is not the buyer's until the seller accepts (issue 19).
  await expect(order).not.toContainText(camera.sellerNumber);

  // The seller sees who booked and accepts.
  await sellerPage.goto('/dashboard/bookings');
  const booking = bookingOf(sellerPage, camera.name);
  for (const text of [
    buyerAccount.name,
    buyerAccount.email,
    '+1 (555) 010-2030',
    'Central Station, main hall',
  ]) {
    await expect(booking).toContainText(text);
  }
  await booking.getByRole('button', { name: /^Accept/ }).click();
  const accept = sellerPage.getByRole('dialog', { name: 'Accept this booking?' });
  await expect(accept).toContainText('No other bookings are waiting for this camera.');
  await accept.getByRole('button', { name: 'Accept booking' }).click();
  await expect(booking).toContainText('accepted');

  // The buyer's My Orders says accepted; the camera is off the storefront.
  await buyer.page.reload();
  await expect(order).toContainText('accepted');
  await expect(order.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await expect(order.getByRole('link', { name: camera.sellerNumber })).toBeVisible();
  await buyer.page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
  await expect(buyer.page.getByRole('heading', { name: 'No cameras match' })).toBeVisible();

  // The seller completes the sale: My Products says sold.
  await booking.getByRole('button', { name: /^Mark completed: / }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Mark this sale completed?' })
    .getByRole('button', { name: 'Mark completed' })
    .click();
  // The row's own button says "Mark completed" too: the sale is done once that button is gone.
  await expect(booking.getByRole('button', { name: /^Mark completed: / })).toHaveCount(0);
  await expect(booking).toContainText('completed');
  await sellerPage.goto('/dashboard/my-products');
  await expect(myProductRow(sellerPage, camera.name)).toContainText('sold');

  // An admin deletes the buyer.
  const admin = await person(browser);
  await login(DEMO_ADMIN, admin.context);
  const row = await buyerRow(admin.page, buyerAccount.email);
  await row.getByRole('button', { name: `Delete ${buyerAccount.name}` }).click();
  await admin.page
    .getByRole('dialog', { name: `Delete ${buyerAccount.name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(admin.page.getByText(LISTING_TOASTS.deleted, { exact: true })).toBeVisible();
  await expect(admin.page.getByRole('row').filter({ hasText: buyerAccount.email })).toHaveCount(0);
  expect(admin.errors).toEqual([]);

  // The buyer's open tab is signed out at its next reload.
  await buyer.page.goto('/dashboard/my-orders');
  await buyer.page.reload();
  await expect(buyer.page).toHaveURL(/\/login$/);
  await expect(buyer.page.getByRole('link', { name: 'Register/Login' })).toBeVisible();
  await Promise.all([buyer.context.close(), admin.context.close()]);
});

test('a buyer cancels a pending booking, and the seller can decline another', async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const seller = await login({ seller: true });
  const first = newCamera(1, 500);
  const second = newCamera(1, 510);
  await listCamera(page.request, seller.accessToken, first);
  await listCamera(page.request, seller.accessToken, second);

  const buyer = await person(browser);
  await login({}, buyer.context);
  for (const camera of [first, second]) {
    await buyer.page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
    await buyer.page.getByRole('link', { name: `Book to meet ${camera.name}` }).click();
    await buyer.page.getByRole('button', { name: 'Book to meet' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: camera.name });
    await dialog.getByLabel('Phone Number').fill('555 0100');
    await dialog.getByLabel('Meeting place').fill('Cafe Lumen');
    await dialog.getByRole('button', { name: 'Request booking' }).click();
    await expect(buyer.page.getByText(LISTING_TOASTS.booked, { exact: true }).first()).toBeVisible();
  }

  await buyer.page.goto('/dashboard/my-orders');
  const order = bookingOf(buyer.page, first.name);
  await order.getByRole('button', { name: `Cancel booking of ${first.name}` }).click();
  await buyer.page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(order).toContainText('cancelled');

  await page.goto('/dashboard/bookings');
  await expect(bookingOf(page, first.name)).toContainText('cancelled');
  const booking = bookingOf(page, second.name);
  await booking.getByRole('button', { name: /^Decline/ }).click();
  await page
    .getByRole('dialog', { name: 'Decline this booking?' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(booking).toContainText('declined');
  await buyer.page.reload();
  await expect(bookingOf(buyer.page, second.name)).toContainText('declined');
  expect(buyer.errors).toEqual([]);
  await buyer.context.close();
});
