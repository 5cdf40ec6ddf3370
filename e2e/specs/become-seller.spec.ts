import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { SCREEN_SIZES } from '../fixtures/screen-sizes';

/**
 * Issue 19 item 8: a buyer (every Google sign-up is one) becomes a seller from the dashboard
 * after accepting the seller terms; the drawer and the seller pages follow at once.
 */

/** The dashboard drawer's links; on a phone the menu button opens the drawer first. */
async function drawerLinks(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Dashboard menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('link');
}

for (const size of SCREEN_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, colorScheme: size.colorScheme });
    const phone = size.name === 'phone';

    test('a buyer accepts the seller terms and sells at once', async ({ page, login }) => {
      test.setTimeout(90_000);
      await login({ prefix: 'upgrader' });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.locator('.badge', { hasText: 'buyer' })).toBeVisible();
      const card = page.getByRole('region', { name: 'Sell your cameras' });
      await expect(card.getByRole('list')).toContainText('You list only cameras you own');
      await expectNoAxeViolations(page, `dashboard with the seller offer (${size.name})`);

      // Without the terms accepted: said next to the checkbox, nothing changes.
      await card.getByRole('button', { name: 'Become a seller' }).click();
      const terms = card.getByRole('checkbox', { name: 'I accept the seller terms' });
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(card.getByText('Accept the seller terms to become a seller')).toBeVisible();
      await expectNoAxeViolations(page, `seller terms not accepted (${size.name})`);

      await terms.check();
      await card.getByRole('button', { name: 'Become a seller' }).click();
      await expect(page.getByText('You are now a seller.')).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(page.locator('.badge', { hasText: 'seller' })).toBeVisible();

      // The drawer follows without signing in again, and the seller pages open.
      const links = await drawerLinks(page, phone);
      await expect(links).toHaveText([
        'Add Product',
        'My Products',
        'Bookings',
        'Offers',
        'My Orders',
        'Saved',
        'Saved Searches',
        'Messages',
        'Notifications',
        'Account Settings',
      ]);
      await links.filter({ hasText: 'My Products' }).click();
      await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
      await page.goto('/dashboard/add-product');
      await expect(page.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
      await page.goto('/dashboard');
      await expectNoAxeViolations(page, `dashboard of the new seller (${size.name})`);

      // And it holds after a reload: the role is the account's.
      await page.reload();
      await expect(page.locator('.badge', { hasText: 'seller' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sell your cameras' })).toHaveCount(0);
    });
  });
}
