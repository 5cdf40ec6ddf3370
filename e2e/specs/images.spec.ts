import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/console';

/**
 * Listing photos: each card picks the smallest WebP of its `srcset` that fills its cell, has
 * explicit dimensions (no layout shift), and only the first card's photo is fetched eagerly
 * and with high priority; the others wait until they scroll near.
 */

const cardImages = (page: Page) => page.getByRole('list', { name: 'All products' }).getByRole('img');
const currentFile = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname.split('/').pop());

test('the first card is prioritised, the rest load lazily, all with their size', async ({ page }) => {
  await page.goto('/products');
  const images = cardImages(page);
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  for (const image of [images.first(), images.last()]) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('srcset', /\/400\.webp 400w/);
  }
});

test('a desktop cell of 400 px takes the 400 px file', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/products');
  await expect.poll(() => currentFile(cardImages(page).first())).toBe('400.webp');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a full-width cell (358 px at 2x) takes the 800 px file', async ({ page }) => {
    await page.goto('/products');
    await expect.poll(() => currentFile(cardImages(page).first())).toBe('800.webp');
  });
});
