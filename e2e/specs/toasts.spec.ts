import type { Page } from '@playwright/test';
import { DEMO_BUYER, newAccount, TOASTS } from '../fixtures/auth';
import { expect, test } from '../fixtures/login';

/** Issue 19, item 1: a toast never sits over a control, on a desktop or a phone. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Signs the demo buyer in through the form; the "logged in" toast follows. */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Measures the toast saying `text` (it lasts 2 s): the whole bubble around react-hot-toast's
 * `status`, once it has slid into place (its icon's endless animation aside). It and the navbar's controls are
 * measured in one go inside the page, so a slow machine cannot let the toast go between
 * finding it and measuring it.
 */
async function expectToastClearOfNavbar(page: Page, text: string = TOASTS.loggedIn) {
  const measured = await page.waitForFunction((text) => {
    const toast = Array.from(document.querySelectorAll('[role="status"]'))
      .filter((el) => el.textContent?.trim() === text)
      .map((el) => el.parentElement ?? el)
      .find((bubble) =>
        bubble
          .getAnimations({ subtree: true })
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
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
  }, text);
  const { toast: toastBox, controls } = (await measured.jsonValue()) as { toast: Box; controls: Box[] };
  expect(controls.length).toBeGreaterThan(0);
  for (const box of controls) expect(overlaps(toastBox, box)).toBe(false);
  return toastBox;
}

test('on a desktop the sign-in toast sits below the navbar, and its links work at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const toastBox = await expectToastClearOfNavbar(page);
  expect(toastBox.x).toBeGreaterThan(640);
  // Nothing lies over the navbar's links: the first click takes.
  await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('on a phone the sign-in toast sits at the bottom, clear of the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await signIn(page);
  const toastBox = await expectToastClearOfNavbar(page);
  expect(toastBox.y).toBeGreaterThan(390);
});

test('after signing up, with banners above the navbar, the toast still sits below it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = newAccount('toast-signup');
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // The new address is not confirmed yet: its banner and the demo notice push the navbar down.
  await expect(page.getByText(/Confirm your e-mail address/)).toBeVisible();
  await expectToastClearOfNavbar(page, TOASTS.registered);
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
