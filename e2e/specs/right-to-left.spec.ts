import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/login';

/**
 * Issue 47, item 6: the layout uses logical CSS properties, so a right-to-left language needs
 * translations only. The catalogue drawn right to left keeps every header control and card
 * apart and inside the page, and starts from the right.
 */

/** Controls of the header and the catalogue's cards that cover one another or stick out of the page. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const header = document.querySelector('[data-site-navbar]') as HTMLElement;
    const controls = Array.from(header.querySelectorAll<HTMLElement>('a, button, input')).filter(visible);
    const cards = Array.from(document.querySelectorAll<HTMLElement>('main li')).filter(visible);
    const nameOf = (element: HTMLElement) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
    const problems: string[] = [];
    for (const group of [controls, cards]) {
      group.forEach((a, i) => {
        const box = a.getBoundingClientRect();
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`${nameOf(a)} sticks out`);
        for (const b of group.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const other = b.getBoundingClientRect();
          const x = Math.min(box.right, other.right) - Math.max(box.left, other.left);
          const y = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
          if (x > 0.5 && y > 0.5) problems.push(`${nameOf(a)} covers ${nameOf(b)}`);
        }
      });
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push('the page is wider than the screen');
    return problems;
  });
}

test('the catalogue drawn right to left: nothing overlaps, and it starts from the right', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  const brandLeftToRight = await page.locator('[data-site-navbar] a').first().boundingBox();

  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  expect(await layoutProblems(page)).toEqual([]);
  // The shop's name, first in the header, now sits at its right-hand end.
  const brandRightToLeft = await page.locator('[data-site-navbar] a').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(brandLeftToRight?.x ?? width).toBeLessThan(width / 2);
  expect(brandRightToLeft?.x ?? 0).toBeGreaterThan(width / 2);
  // The first card is the rightmost of its row.
  const cards = page.getByRole('main').getByRole('listitem');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  if (first && second && Math.abs(first.y - second.y) < 1) expect(first.x).toBeGreaterThan(second.x);
});
