import type { Locator, Page } from '@playwright/test';
import { DEMO_BUYER, TOASTS } from '../fixtures/auth';
import { expect, test } from '../fixtures/login';

/** Issue 19, item 1: a toast never sits over a control, on a desktop or a phone. */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Signs in through the form and measures the toast as soon as it shows (it lasts 2 s). */
async function expectToastClearOfNavbar(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const toast = page.getByText(TOASTS.loggedIn);
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  const controls = page.getByRole('banner').locator('a:visible, button:visible');
  for (const control of await controls.all()) {
    // A control that is not laid out (a closed menu's item) cannot be covered.
    const box = await control.boundingBox();
    if (box) expect(overlaps(toastBox, box)).toBe(false);
  }
  return toastBox;
}

test('on a desktop the sign-in toast sits below the navbar, and its links work at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const toastBox = await expectToastClearOfNavbar(page);
  expect(toastBox.x).toBeGreaterThan(640);
  // Nothing lies over the navbar's links: the first click takes.
  await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('on a phone the sign-in toast sits at the bottom, clear of the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  const toastBox = await expectToastClearOfNavbar(page);
  expect(toastBox.y).toBeGreaterThan(390);
});
