import type { Page } from '@playwright/test';
import { DEMO_BUYER, TOASTS } from '../fixtures/auth';
import { expect, test } from '../fixtures/login';

/** Issue 19, item 1: a toast never sits over a control, on a desktop or a phone. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Signs in through the form and measures the toast the moment it shows (it lasts 2 s): the
 * toast and the navbar's controls are measured in one go inside the page, so a slow
 * machine cannot let the toast go between finding it and measuring it.
 */
async function expectToastClearOfNavbar(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const measured = await page.waitForFunction((text) => {
    const toast = Array.from(document.querySelectorAll('body *')).find(
      (el) => el.childElementCount === 0 && el.textContent?.trim() === text,
    );
    if (!toast) return null;
    const boxOf = (el: Element) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    };
    const navbar = document.querySelector('header');
    // A control that is not laid out (a closed menu's item) cannot be covered.
    const controls = Array.from(navbar?.querySelectorAll('a, button') ?? [])
      .map(boxOf)
      .filter((box) => box.width > 0 && box.height > 0);
    return { toast: boxOf(toast), controls };
  }, TOASTS.loggedIn);
  const { toast: toastBox, controls } = (await measured.jsonValue()) as { toast: Box; controls: Box[] };
  expect(controls.length).toBeGreaterThan(0);
  for (const box of controls) expect(overlaps(toastBox, box)).toBe(false);
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
