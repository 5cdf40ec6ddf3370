import { addCamera, listCamera, myProductRow, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';

/** Issue 14: a seller edits a listing, lists a lens with its details, and has a public page. */

// Signing up (argon2) and uploading a photo (re-encoded) take a few seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a seller lowers a price from My Products and the card strikes the old one through', async ({
  page,
  login,
}) => {
  const seller = await login({ prefix: 'editor', seller: true });
  // Priced above the range other journeys filter on (500–2000), so the edit never moves their grids.
  const camera = { ...newCamera(2, 3000), originalPrice: 4000 };
  await listCamera(page.request, seller.accessToken, camera);

  await page.goto('/dashboard/my-products');
  await myProductRow(page, camera.name)
    .getByRole('link', { name: `Edit ${camera.name}` })
    .click();
  await expect(page.getByRole('heading', { name: `Edit ${camera.name}`, level: 1 })).toBeVisible();
  // The form holds the listing as written, the private phone number included.
  await expect(page.getByLabel('Seller Number')).toHaveValue(camera.sellerNumber);
  await expect(page.getByLabel('Resale Price ($)')).toHaveValue('3000');
  await page.getByLabel('Resale Price ($)').fill('2500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  await expect(myProductRow(page, camera.name)).toContainText('$2,500');

  await page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
  const card = page
    .getByRole('list', { name: 'All products' })
    .getByRole('listitem')
    .filter({ hasText: camera.name });
  await expect(card).toContainText('$2,500');
  await expect(card.getByTestId('previous-price')).toHaveText('$3,000');
  await expect(card.locator('s', { hasText: '$3,000' })).toBeVisible();
});

test('a lens listed with its grade and mount shows them on its card, its page and the seller page', async ({
  page,
  login,
}) => {
  await login({ prefix: 'lens', seller: true });
  const lens = { ...newCamera(3, 380), name: newCamera(3).name.replace('Testcam', 'Testlens') };
  // The form asks for a shutter count only for bodies.
  await page.goto('/dashboard/add-product');
  await page.getByLabel('Item type').selectOption('camera-body');
  await expect(page.getByLabel('Shutter count')).toBeVisible();
  await page.getByLabel('Item type').selectOption('lens');
  await expect(page.getByLabel('Shutter count')).toHaveCount(0);

  await addCamera(page, lens, async () => {
    await page.getByLabel('Item type').selectOption('lens');
    await page.getByLabel('Condition', { exact: true }).selectOption('excellent');
    await page.getByLabel('Lens mount').selectOption('nikon-z');
    await page.getByLabel('Does everything work?').selectOption('yes');
    await page.getByRole('checkbox', { name: 'Caps' }).check();
  });

  await page.goto(`/products?q=${encodeURIComponent(lens.name)}`);
  const card = page
    .getByRole('list', { name: 'All products' })
    .getByRole('listitem')
    .filter({ hasText: lens.name });
  await expect(card).toContainText('Condition: Excellent');
  await card.getByRole('link', { name: `Book to meet ${lens.name}` }).click();

  await expect(page.getByRole('heading', { name: lens.name, level: 1 })).toBeVisible();
  const facts = page.getByRole('main');
  for (const text of ['Lens', 'Excellent', 'Light marks seen only up close', 'Nikon Z', 'Yes', 'Caps']) {
    await expect(facts).toContainText(text);
  }
  await page.getByRole('main').getByRole('link', { name: 'Lens Tester' }).click();
  await expect(page.getByRole('heading', { name: 'Lens Tester', level: 1 })).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Listings of this seller' })).toContainText(lens.name);
});
