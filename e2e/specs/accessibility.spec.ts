import { type Locator, type Page, request } from '@playwright/test';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_SELLER } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { E2E_BASE_URL } from '../ports';

/**
 * Every screen, in both themes, passes axe's WCAG 2.0/2.1 A and AA rules. Each screen is
 * checked once its data has loaded, so the real content is judged, not the skeleton.
 */

const THEMES = ['light', 'dark'] as const;

interface ProductJson {
  _id: string;
  name: string;
}

let detail: ProductJson;

async function signIn(api: Awaited<ReturnType<typeof request.newContext>>, email: string) {
  const response = await api.post('/api/auth/login', { data: { email, password: DEMO_BUYER.password } });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

// A pending booking by the demo buyer of one of the demo seller's cameras, so My Orders and
// Bookings show their rows rather than an empty state. Each worker runs this: when another
// worker booked the camera a moment ago, the 409 (already booked) is just as good.
test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const home = (await (await api.get('/api/home-cameras')).json()) as ProductJson[];
  const first = home[0];
  if (!first) throw new Error('the demo data lists no cameras');
  detail = first;

  const buyer = await signIn(api, DEMO_BUYER.email);
  const orders = (await (await api.get('/api/me/orders', { headers: buyer })).json()) as unknown[];
  if (orders.length === 0) {
    const seller = await signIn(api, DEMO_SELLER.email);
    const listings = (await (await api.get('/api/me/products', { headers: seller })).json()) as ProductJson[];
    const camera = listings.at(-1);
    if (!camera) throw new Error('the demo seller lists no cameras');
    const booked = await api.post('/api/orders', {
      headers: buyer,
      data: { productId: camera._id, phoneNumber: '+1 555 010 2030', location: 'Central Station' },
    });
    expect([200, 409], await booked.text()).toContain(booked.status());
  }
  await api.dispose();
});

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    // Axe takes a few seconds a screen on a small machine.
    test.slow();

    /** Opens `path`, waits until `ready` shows, and runs axe on the screen. */
    async function check(page: Page, path: string, ready: (page: Page) => Locator) {
      await test.step(`${path} (${theme})`, async () => {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      });
    }

    const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

    test('signed out: storefront, blogs, login, register, not found', async ({ page, consoleErrors }) => {
      // The not-found page answers 404 (issue 19), which the browser logs.
      consoleErrors.allow(/status of 404/);
      await check(page, '/', (p) => p.getByRole('list', { name: 'Latest cameras' }));
      await check(page, '/products', (p) => p.getByRole('list', { name: 'All products' }));
      await check(page, `/products/${detail._id}`, heading(detail.name));
      await check(page, '/blogs', heading('Questions and answers'));
      await check(page, '/login', heading('Login'));
      await check(page, '/register', heading('Register'));
      await check(page, '/no-such-page', heading('Page not found'));
    });

    test('buyer: brand page, dashboard, my orders, booking modal', async ({ page, login }) => {
      await login(DEMO_BUYER);
      await check(page, '/category/1', (p) => p.getByRole('list', { name: 'Cannon cameras' }));
      await check(page, '/dashboard', heading('Dashboard'));
      await check(page, '/dashboard/my-orders', (p) => p.getByRole('list', { name: 'Your bookings' }));

      await check(page, `/products/${detail._id}`, heading(detail.name));
      await test.step(`booking modal (${theme})`, async () => {
        await page.getByRole('button', { name: 'Book now' }).click();
        const dialog = page.getByRole('dialog', { name: detail.name });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page, `booking modal (${theme})`);
        await dialog.getByRole('button', { name: 'Place Order' }).click();
        await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page, `booking modal with errors (${theme})`);
      });
    });

    test('seller: add product, my products, delete confirmation, bookings', async ({ page, login }) => {
      await login(DEMO_SELLER);
      await check(page, '/dashboard/add-product', heading('Add a Product'));
      await test.step(`add product with errors (${theme})`, async () => {
        await page.getByRole('button', { name: 'Add Product' }).click();
        await expect(page.getByLabel('Product Name')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page, `/dashboard/add-product with errors (${theme})`);
      });
      await check(page, '/dashboard/my-products', (p) => p.getByRole('table'));
      await test.step(`delete confirmation (${theme})`, async () => {
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page, `delete confirmation (${theme})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      });
      await check(page, '/dashboard/bookings', (p) =>
        p.getByRole('list', { name: 'Bookings on your listings' }),
      );
    });

    test('admin: all sellers, all buyers', async ({ page, login }) => {
      await login(DEMO_ADMIN);
      await check(page, '/dashboard/all-sellers', (p) => p.getByRole('table', { name: 'All Sellers' }));
      await check(page, '/dashboard/all-buyers', (p) => p.getByRole('table', { name: 'All Buyers' }));
    });
  });
}
