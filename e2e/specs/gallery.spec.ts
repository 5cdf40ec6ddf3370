import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../fixtures/axe';
import { addCamera, myProductRow, newCamera, type PhotoFile } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { E2E_BASE_URL } from '../ports';

/** Issue 14 item 1: photo galleries, from the seller's form to the buyer's full-screen view. */

// Signing up (argon2) and re-encoding several photos take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A photo of one flat colour, so the stored WebP still says which file it was. */
async function colourPhoto(name: string, red: number): Promise<PhotoFile> {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: red, g: 60, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The red of a stored photo, read back from our image host. */
async function redOf(page: Page, url: string): Promise<number> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const { channels } = await sharp(await res.body()).stats();
  return Math.round(channels[0]!.mean);
}

const previewNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos of the listing' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test('a seller lists a lens with three photos, reorders them and sets the grade', async ({
  page,
  login,
  browser,
}) => {
  await login({ prefix: 'gallery', seller: true });
  const lens = { ...newCamera(2, 420), name: newCamera(2).name.replace('Testcam', 'Gallerylens') };
  const photos = [
    await colourPhoto('front.png', 40),
    await colourPhoto('side.png', 140),
    await colourPhoto('mount.png', 240),
  ];

  await addCamera(
    page,
    lens,
    async () => {
      await expect
        .poll(() => previewNames(page))
        .toEqual(['Preview of front.png', 'Preview of side.png', 'Preview of mount.png']);
      await expectNoAxeViolations(page, 'Add Product with three photos');
      // The last photo becomes the cover; then, by keyboard, the old cover moves one later.
      await page.getByRole('button', { name: 'Make cover: photo 3' }).click();
      await expect
        .poll(() => previewNames(page))
        .toEqual(['Preview of mount.png', 'Preview of front.png', 'Preview of side.png']);
      await page.getByRole('button', { name: 'Move photo 2 later' }).focus();
      await page.keyboard.press('Enter');
      // Focus follows the photo: last now, so onto its "earlier" button.
      await expect(page.getByRole('button', { name: 'Move photo 3 earlier' })).toBeFocused();
      await expect
        .poll(() => previewNames(page))
        .toEqual(['Preview of mount.png', 'Preview of side.png', 'Preview of front.png']);
      // And by dragging: the front view onto the second place.
      const items = page.getByRole('list', { name: 'Photos of the listing' }).getByRole('listitem');
      await items.nth(2).dragTo(items.nth(1));
      await expect
        .poll(() => previewNames(page))
        .toEqual(['Preview of mount.png', 'Preview of front.png', 'Preview of side.png']);
      await page.getByLabel('Item type').selectOption('lens');
      await page.getByLabel('Condition', { exact: true }).selectOption('excellent');
    },
    photos,
  );

  // The storefront's card shows the chosen cover; its page shows the three in order.
  await page.goto(`/products?q=${encodeURIComponent(lens.name)}`);
  const card = page
    .getByRole('list', { name: 'All products' })
    .getByRole('listitem')
    .filter({ hasText: lens.name });
  await expect(card).toContainText('Condition: Excellent');
  await card.getByRole('link', { name: `Book to meet ${lens.name}` }).click();
  await expect(page.getByRole('heading', { name: lens.name, level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  const cover = page.getByRole('img', { name: lens.name });
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('srcset', /\d+w/);
  await expect(page.getByRole('img', { name: 'View 2 of 3' })).toHaveAttribute('loading', 'lazy');
  const id = page.url().split('/').pop()!;
  const product = await (await page.request.get(`/api/products/${id}`)).json();
  const reds = [];
  for (const photo of product.photos as { url: string }[]) reds.push(await redOf(page, photo.url));
  expect(reds.map((red) => Math.round(red / 50))).toEqual([240, 40, 140].map((red) => Math.round(red / 50)));
  expect(product.imgURL).toBe(product.photos[0].url);

  const thumbnails = page.getByRole('list', { name: 'Choose a photo' }).getByRole('button');
  await expect(thumbnails).toHaveCount(3);
  await page.getByRole('button', { name: 'Show photo 2 of 3' }).click();
  await expect(page.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Full screen: a tap zooms, Escape closes.
  await page.getByRole('button', { name: 'View full screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos, full screen' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'View 2 of 3' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByRole('img', { name: 'View 3 of 3' })).toBeVisible();
  await expectNoAxeViolations(page, 'Full-screen photo viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expectNoAxeViolations(page, 'Listing page with a gallery');

  // Editing: the gallery comes filled in; removing one photo leaves two on the page.
  await page.goto('/dashboard/my-products');
  await myProductRow(page, lens.name)
    .getByRole('link', { name: `Edit ${lens.name}` })
    .click();
  await expect(page.getByRole('heading', { name: `Edit ${lens.name}`, level: 1 })).toBeVisible();
  const editGallery = page.getByRole('list', { name: 'Photos of the listing' }).getByRole('listitem');
  await expect(editGallery).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(editGallery).toHaveCount(2);
  // Focus goes back to the file input, not onto the page.
  await expect(page.getByLabel('Photos', { exact: true })).toBeFocused();

  // Upload progress: while the server holds the upload, its bar shows and saving waits for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/images', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Photos', { exact: true }).setInputFiles([await colourPhoto('strap.png', 200)]);
  const bar = page.getByRole('progressbar', { name: 'Uploading photo 3' });
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Wait until every photo has finished uploading.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit/);
  release();
  await expect(bar).toHaveCount(0, { timeout: 30_000 });
  await page.unroute('**/api/images');
  await expect(editGallery).toHaveCount(3);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  const edited = await (await page.request.get(`/api/products/${id}`)).json();
  expect(edited.photos).toHaveLength(3);
  expect(edited.photos[0].url).toBe(product.photos[0].url);
  expect(edited.photos[1].url).toBe(product.photos[1].url);
  expect(Math.round((await redOf(page, edited.photos[2].url)) / 50)).toBe(Math.round(200 / 50));

  // On a phone: a swipe on the track shows the next photo (the thumbnails follow it).
  const phone = await browser.newContext({
    baseURL: E2E_BASE_URL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  try {
    const buyer = await phone.newPage();
    await buyer.goto(`/products/${id}`);
    await expect(buyer.locator('html[data-hydrated]')).toHaveCount(1);
    const track = buyer.getByRole('region', { name: `Photos of ${lens.name}` });
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await phone.newCDPSession(buyer);
    const touch = (type: string, x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints: x === undefined ? [] : [{ x, y }],
      });
    await touch('touchStart', box.x + box.width * 0.85);
    for (let step = 1; step <= 12; step++) await touch('touchMove', box.x + box.width * (0.85 - step * 0.06));
    await touch('touchEnd');
    await expect(buyer.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(buyer.getByRole('button', { name: 'Show photo 1 of 3' })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
  } finally {
    await phone.close();
  }
});
