import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/**
 * Issue 42, what only a browser's layout shows: the header in one row from 360 px in every state
 * (item 2), a phone's home page with its search and first camera in the first screen and an
 * opaque photo viewer (item 14), and filters that leave the cameras in view (item 5).
 */

/** The header's controls that cover one another or stick out of the page, at the current size. */
function headerProblems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-site-navbar]') as HTMLElement;
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a, button, input')).filter(
      (element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      },
    );
    const nameOf = (element: HTMLElement) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim();
    const problems: string[] = [];
    controls.forEach((a, i) => {
      const box = a.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth) problems.push(`${nameOf(a)} sticks out`);
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const other = b.getBoundingClientRect();
        const x = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const y = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (x > 0.5 && y > 0.5) problems.push(`${nameOf(a)} covers ${nameOf(b)}`);
      }
    });
    if (header.getBoundingClientRect().height > 80) problems.push('the header wraps');
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push('the page is wider than the screen');
    for (const input of Array.from(header.querySelectorAll('input'))) {
      const width = input.getBoundingClientRect().width;
      if (width > 0 && width < 80) problems.push(`the search field is squeezed to ${width}px`);
    }
    return problems;
  });
}

/** The `login` fixture, as far as this file uses it. */
type Login = (
  who: { prefix: string; seller?: boolean },
  context: BrowserContext,
) => Promise<{ accessToken: string }>;

/** A seller with a new booking and an unread question: the bell and Messages show counts. */
async function sellerWithNews(browser: Browser, login: Login) {
  const seller = await person(browser);
  const account = await login({ prefix: 'busy-seller', seller: true }, seller.context);
  const camera = newCamera(2, 700);
  await listCamera(seller.page.request, account.accessToken, camera);
  const mine = await seller.page.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  const productId = ((await mine.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === camera.name,
  )?._id as string;
  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'news-buyer' }, buyer.context);
  const headers = { authorization: `Bearer ${buyerAccount.accessToken}` };
  const booked = await buyer.page.request.post('/api/orders', {
    headers,
    data: { productId, phoneNumber: '+1 555 010 4242', location: 'Central Station' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const asked = await buyer.page.request.post('/api/conversations', {
    headers,
    data: { productId, text: 'Does it come with the charger?' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return { seller, buyer };
}

test('the header fits in one row from 360 px, signed out, as a buyer, a seller with news and an admin', async ({
  browser,
  login,
}) => {
  test.slow();
  const { seller, buyer } = await sellerWithNews(browser, login);
  const admin = await person(browser);
  await login(DEMO_ADMIN, admin.context);
  const visitor = await person(browser);
  const states: [string, Page][] = [
    ['signed out', visitor.page],
    ['buyer', buyer.page],
    ['seller with news', seller.page],
    ['admin', admin.page],
  ];
  for (const [state, page] of states) {
    for (const width of [360, 390, 768, 1366]) {
      await test.step(`${state} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const signedIn = state !== 'signed out';
        await expect(
          signedIn
            ? page.getByRole('link', { name: /^Account settings of / })
            : page.getByRole('link', { name: 'Register/Login' }),
        ).toBeVisible();
        if (state === 'seller with news') {
          await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
          await expect(page.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
        }
        expect(await headerProblems(page)).toEqual([]);
      });
    }
  }

  await test.step('the bell stays a round bell with its count on it', async () => {
    const page = seller.page;
    await page.setViewportSize({ width: 390, height: 800 });
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    const count = bell.getByTestId('notification-count');
    await expect(count).toHaveText(/^\d+$/);
    const [bellBox, countBox] = [await bell.boundingBox(), await count.boundingBox()];
    if (!bellBox || !countBox) throw new Error('the bell or its count is not drawn');
    expect(Math.abs(bellBox.width - bellBox.height)).toBeLessThanOrEqual(1);
    // The count sits on the bell's corner, not beside it.
    expect(countBox.x).toBeLessThan(bellBox.x + bellBox.width);
    expect(countBox.y).toBeLessThan(bellBox.y + bellBox.height / 2);
    expect(countBox.width).toBeGreaterThanOrEqual(12);
  });

  await test.step('on a phone, the theme and Logout are in the site menu', async () => {
    const page = seller.page;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Site menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations(page, 'site menu of a signed-in phone (dark)');
  });
  for (const { context } of [seller, buyer, admin, visitor]) await context.close();
});

test("a phone's home page has its search and first camera in the first screen; photos show on black", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const first = page.getByRole('list', { name: 'Latest cameras' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 200);
  const search = page.getByRole('combobox', { name: 'Search cameras' });
  await expect(search).toBeVisible();
  await expectNoAxeViolations(page, 'home on a phone (dark)');
  await search.fill('sony');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=sony$/);

  await page
    .getByRole('list', { name: 'All products' })
    .getByRole('link', { name: /^Book to meet / })
    .first()
    .click();
  await page.getByRole('button', { name: 'View full screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos, full screen' });
  await expect(viewer).toBeVisible();
  const backgrounds = await viewer.evaluate((dialog) => [
    getComputedStyle(dialog).backgroundColor,
    getComputedStyle(dialog, '::backdrop').backgroundColor,
  ]);
  expect(backgrounds).toEqual(['rgb(0, 0, 0)', 'rgb(0, 0, 0)']);
});

/** How far down the first camera of `/products` starts. */
async function firstCameraTop(page: Page): Promise<number> {
  const first = page.getByRole('list', { name: 'All products' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  return (await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
}

test('the filters leave the first cameras in view: a panel on a phone, a sidebar on a desktop', async ({
  page,
}) => {
  await test.step('phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/products');
    expect(await firstCameraTop(page)).toBeLessThan(844 - 200);
    await expect(page.getByRole('group', { name: 'Lens mount' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel
      .getByRole('group', { name: 'Lens mount' })
      .getByRole('checkbox', { name: /^Sony E\b/ })
      .check();
    await expect(page).toHaveURL(/[?&]mount=sony-e(&|$)/);
    // The listings without a mount are counted, not silently gone.
    await expect(
      panel.getByText(/^Not specified \([\d,]+\): not shown while this filter is on$/),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'filters panel on a phone (dark)');
    await panel.getByRole('button', { name: 'Show cameras' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  await test.step('desktop', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/products');
    expect(await firstCameraTop(page)).toBeLessThan(900 - 200);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
    // The mount list is whole: its last option is drawn inside it, not cut off.
    const mounts = sidebar.getByRole('group', { name: 'Lens mount' });
    const [list, last] = [
      await mounts.boundingBox(),
      await mounts.getByRole('checkbox', { name: /^Other\b/ }).boundingBox(),
    ];
    if (!list || !last) throw new Error('the mount list is not drawn');
    expect(last.y + last.height).toBeLessThanOrEqual(list.y + list.height);
    await expectNoAxeViolations(page, '/products with the filters sidebar');
  });
});
