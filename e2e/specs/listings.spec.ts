import type { APIRequestContext, Page } from '@playwright/test';
import { addCamera, BRANDS, LISTING_TOASTS, listCamera, myProductRow, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';

/** Sellers list cameras; the storefront finds, filters and sorts them, all kept in the URL. */

// Signing up (argon2) and uploading a photo (re-encoded) take a few seconds each on a busy machine.
test.describe.configure({ timeout: 60_000 });

interface ProductJson {
  _id: string;
  name: string;
}

const grid = (page: Page, label: string) => page.getByRole('list', { name: label });
const cardTitles = (page: Page, label = 'All products') => grid(page, label).getByRole('heading');

/** What the API answers for a storefront query: the grid must show the same names, in order. */
async function apiNames(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductJson[]).map((p) => p.name);
}

/**
 * Waits until the grid shows as many cameras as the API's first page holds now: a full page of
 * 24 unless journeys running beside this one have sold or hidden enough demo cameras to leave
 * fewer (seen once in CI: 23).
 */
async function expectFirstPageFull(page: Page, request: APIRequestContext, query = '') {
  await expect
    .poll(async () => {
      const onScreen = await cardTitles(page).count();
      const firstPage = (await apiNames(request, query)).length;
      return { onScreen, firstPage, full: onScreen === firstPage && firstPage > 1 };
    })
    .toMatchObject({ full: true });
}

test('a seller lists a camera with a photo and finds it everywhere on the storefront', async ({
  page,
  login,
}) => {
  await login({ prefix: 'lister', seller: true });
  const camera = newCamera(2, 777);
  await addCamera(page, camera);

  const row = myProductRow(page, camera.name);
  await expect(row).toContainText('$777');
  await expect(row).toContainText('available');

  await page.goto('/products');
  await expect(cardTitles(page)).toContainText([camera.name]);

  await page.goto('/category/2');
  await expect(page.getByRole('heading', { name: `${BRANDS[2]} cameras`, level: 1 })).toBeVisible();
  const card = grid(page, `${BRANDS[2]} cameras`).getByRole('listitem').filter({ hasText: camera.name });
  await expect(card).toContainText('$777');
  await expect(card).toContainText(camera.location);
  // Nobody books their own camera.
  await expect(card.getByRole('button', { name: 'Book to meet' })).toHaveCount(0);
  await expect(card).toContainText('This is your listing.');

  await page.goto('/');
  const homeCard = grid(page, 'Latest cameras').getByRole('listitem').filter({ hasText: camera.name });
  await homeCard.getByRole('link', { name: 'Book to meet' }).click();

  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
  const photo = page.getByRole('img', { name: camera.name });
  await expect(photo).toHaveAttribute('srcset', /\d+w/);
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByText('You save $223 (22%)')).toBeVisible();
  for (const text of [camera.condition, camera.description, 'Lister Tester', '2021']) {
    await expect(page.getByRole('main')).toContainText(text);
  }
  // The storefront keeps the number private (issue 19): buyers get it once a booking is accepted.
  await expect(page.getByRole('main')).not.toContainText(camera.sellerNumber);
  await expect(page.getByRole('main')).toContainText('In My Orders once the seller accepts your booking');
});

test('search, brand, price range and sort change the grid and survive a reload', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  await expectFirstPageFull(page, request);

  await page.getByLabel('Search', { exact: true }).fill('alpha');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=alpha(&|$)/);
  await expect(cardTitles(page)).toHaveText(await apiNames(request, 'q=alpha'));

  await page.getByLabel('Min price').fill('500');
  await page.getByLabel('Max price').fill('2000');
  // The price range applies from the filters' sidebar (issue 42, item 5).
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: 'Apply price' })
    .click();
  await expect(page).toHaveURL(/minPrice=500/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  const expected = await apiNames(request, 'q=alpha&minPrice=500&maxPrice=2000&sort=price_desc');
  expect(expected.length).toBeGreaterThan(1);
  await expect(cardTitles(page)).toHaveText(expected);

  await page.reload();
  await expect(cardTitles(page)).toHaveText(expected);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('alpha');
  await expect(page.getByLabel('Min price')).toHaveValue('500');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');

  // A brand with no "alpha" in it: the empty state offers to clear the filters.
  await page.getByLabel('Brand').selectOption({ label: 'Nikon' });
  await expect(page).toHaveURL(/category=3/);
  await expect(page.getByRole('heading', { name: 'No cameras match' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/products\?sort=price_desc$/);
  // The whole catalogue again: a full page. (Not compared name by name with the API: journeys
  // running beside this one list and sell cameras in the meantime.)
  await expect(page.getByRole('heading', { name: 'No cameras match' })).toBeHidden();
  await expectFirstPageFull(page, request, 'sort=price_desc');
});

// Changing a filter going back to page 1 is a component test: features/products/products-filters.test.tsx.

test('marking a camera as sold takes it off the storefront; available puts it back', async ({
  page,
  login,
}) => {
  const seller = await login({ prefix: 'soldout', seller: true });
  const camera = newCamera(1);
  await listCamera(page.request, seller.accessToken, camera);
  await page.goto('/dashboard/my-products');
  const row = myProductRow(page, camera.name);
  const detailHref = await row.getByRole('link', { name: camera.name, exact: true }).getAttribute('href');

  await row.getByRole('button', { name: `Mark as sold ${camera.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${camera.name} as sold?` });
  await expect(confirm).toContainText('No bookings are waiting for it.');
  await confirm.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(row).toContainText('sold');
  // "sold" is in the row's "Mark as sold" button from the start: wait for the server's answer,
  // which turns the row's action into "Mark available", before searching for it.
  await expect(row.getByRole('button', { name: `Mark available ${camera.name}` })).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
  await expect(page.getByRole('heading', { name: 'No cameras match' })).toBeVisible();
  // Its own page stays, saying it is sold, without Book now (issue 14, item 5).
  await page.goto(detailHref ?? '/');
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Sold on / })).toBeVisible();
  await expect(page.getByRole('button', { name: /Book to meet/ })).toHaveCount(0);

  await page.goto('/dashboard/my-products');
  await myProductRow(page, camera.name)
    .getByRole('button', { name: `Mark available ${camera.name}` })
    .click();
  await expect(myProductRow(page, camera.name)).toContainText('available');
  // The row may say so a moment before the server's answer lands: search until it is back.
  await expect(async () => {
    await page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
    await expect(cardTitles(page)).toHaveText([camera.name], { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test('deleting a listing asks first, then removes it', async ({ page, login }) => {
  const seller = await login({ prefix: 'deleter', seller: true });
  const camera = newCamera(3);
  await listCamera(page.request, seller.accessToken, camera);
  await page.goto('/dashboard/my-products');
  await myProductRow(page, camera.name)
    .getByRole('button', { name: `Delete ${camera.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Delete ${camera.name}?` });
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(myProductRow(page, camera.name)).toBeVisible();

  await myProductRow(page, camera.name)
    .getByRole('button', { name: `Delete ${camera.name}` })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(LISTING_TOASTS.deleted, { exact: true })).toBeVisible();
  await expect(myProductRow(page, camera.name)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You have not listed any cameras yet' })).toBeVisible();
});
