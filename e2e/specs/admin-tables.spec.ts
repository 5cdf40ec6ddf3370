import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';

/** Issue 19 item 13: All Sellers / All Buyers search, sort and page, on a desktop and a phone. */

const sellersTable = (page: Page) => page.getByRole('table', { name: 'All Sellers' });

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an admin searches and sorts the sellers (${size})`, async ({ page, login, createAccount }) => {
    // An axe pass and several round trips on a small machine.
    test.slow();
    await page.setViewportSize(viewport);
    const first = await createAccount({ prefix: `aardvark-${size}`, seller: true });
    const second = await createAccount({ prefix: `zebra-${size}`, seller: true });
    await login(DEMO_ADMIN);

    await page.goto('/dashboard/all-sellers');
    await expect(sellersTable(page)).toBeVisible();
    for (const column of ['Name', 'Email', 'Role', 'Joined', 'Listings', 'Orders']) {
      await expect(
        sellersTable(page).getByRole('columnheader', { name: new RegExp(`^${column}`) }),
      ).toBeVisible();
    }

    const search = page.getByRole('searchbox', { name: 'Search sellers by name or email' });
    await search.fill(first.email.toUpperCase());
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = sellersTable(page).getByRole('row');
    // The header row and the one match.
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: first.email });
    await expect(row.getByText('Seller', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0', exact: true })).toHaveCount(2);

    // Both test sellers share the run's prefix in their addresses: sort them by email, both ways.
    const shared = first.email.slice(first.email.indexOf('@'));
    await search.fill(`-${size}-`);
    await search.press('Enter');
    await expect(rows.filter({ hasText: shared })).toHaveCount(2);
    await sellersTable(page)
      .getByRole('button', { name: /^Email/ })
      .click();
    await expect(sellersTable(page).getByRole('columnheader', { name: /^Email/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rows.nth(1)).toContainText(first.email);
    await sellersTable(page)
      .getByRole('button', { name: /^Email/ })
      .click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(rows.nth(1)).toContainText(second.email);

    // The search and order survive a reload; the table passes axe.
    await page.reload();
    await expect(rows.nth(1)).toContainText(second.email);
    await expectNoAxeViolations(page, `All Sellers searched and sorted (${size})`);

    await search.fill('nobody-is-called-this');
    await search.press('Enter');
    await expect(page.getByText('No sellers match “nobody-is-called-this”')).toBeVisible();
  });
}
