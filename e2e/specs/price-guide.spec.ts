import { DEMO_ADMIN } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';

/**
 * Issue 44 in a real browser: a buyer sees whether a demo listing's price is typical for its
 * model, opens the model's page with its price guide, chart and sales, and finds similar cameras;
 * an admin's Brands and Models pages. What only a browser shows: axe (colour contrast of the verdict and the
 * chart) in both themes, and the model page on a phone.
 */
test('a buyer weighs a price against its model’s guide and opens the model’s page; an admin’s Brands and Models pages', async ({
  page,
  login,
}) => {
  await test.step('the listing: its verdict, the typical range, similar cameras', async () => {
    await page.goto('/products?q=Nikon+D850');
    await page
      .getByRole('list', { name: 'All products' })
      .getByRole('link', { name: 'Nikon D850' })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Nikon D850', level: 1 })).toBeVisible();
    // The demo's D850 asks more than most sold for (seed: demo-price-history.ts).
    await expect(page.getByText(/Above the typical price$/)).toBeVisible();
    await expect(page.getByText(/^Typical price \$[\d,]+–\$[\d,]+ \(\d+ sales\)$/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Similar cameras' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'listing with a price guide (light)');
  });

  await test.step('the model page, light and dark, and on a phone', async () => {
    await page.getByRole('link', { name: 'See Nikon D850 prices' }).click();
    await expect(page).toHaveURL(/\/models\/nikon-d850$/);
    await expect(page.getByRole('heading', { name: 'Nikon D850', level: 1 })).toBeVisible();
    await expect(
      page.getByText(/^Typical price \$[\d,]+–\$[\d,]+, median \$[\d,]+ \(\d+ sales\)$/),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Sale prices of Nikon D850 from .+, between \$/ }),
    ).toBeVisible();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(page, '/models/nikon-d850 (light)');
    // The theme is set before the first paint (decision 030): the dark page is a page load.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nikon D850', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, '/models/nikon-d850 (dark)');
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('an admin’s Brands and Models pages', async () => {
    await login(DEMO_ADMIN);
    await page.goto('/dashboard/brands');
    await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Fujifilm', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/brands');
    await page.goto('/dashboard/models?q=d850');
    await expect(page.getByRole('heading', { name: 'Models', level: 1 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Nikon D850' })).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/models');
  });
});
