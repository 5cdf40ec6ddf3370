import { logIn } from '../fixtures/auth';
import { listCamera, myProductRow, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/**
 * Issue 14 item 6: a signed-out visitor's heart leads to login and back; the saved camera is on
 * Saved; the seller sees "Saved by 1"; a price drop shows struck through on Saved and rings
 * the buyer's bell (issue 15 item 2).
 */
test('a buyer saves a camera from its card, and hears of its price drop on Saved and under the bell', async ({
  page,
  browser,
  login,
  createAccount,
}) => {
  test.slow();
  const sellerSide = await person(browser);
  const seller = await login({ seller: true }, sellerSide.context);
  const camera = newCamera(2, 800);
  await listCamera(sellerSide.page.request, seller.accessToken, camera);
  const buyer = await createAccount({ prefix: 'saver' });

  // Signed out, the heart leads to login, which comes back to the search.
  await page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
  const results = page.getByRole('list', { name: 'All products' });
  // The page is drawn by the server: its heart works once the app has taken it over.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await results.getByRole('button', { name: `Save ${camera.name}` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/products\?q=/);

  const heart = results.getByRole('button', { name: `Save ${camera.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(results.getByRole('button', { name: `Remove ${camera.name} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Saved', exact: true })
    .click();
  const saved = page.getByRole('list', { name: 'Your saved cameras' });
  await expect(saved.getByRole('link', { name: camera.name })).toBeVisible();
  await expect(saved.getByTestId('saved-price')).toHaveText('$800');

  // The seller sees who cares, and drops the price.
  await sellerSide.page.goto('/dashboard/my-products');
  await expect(myProductRow(sellerSide.page, camera.name).getByTestId('saved-by')).toContainText(
    'Saved by 1',
  );
  const mine = await sellerSide.page.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${seller.accessToken}` },
  });
  const productId = ((await mine.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === camera.name,
  )?._id;
  const dropped = await sellerSide.page.request.patch(`/api/products/${productId}`, {
    headers: { authorization: `Bearer ${seller.accessToken}` },
    data: { resalePrice: 600 },
  });
  expect(dropped.ok(), await dropped.text()).toBe(true);
  await sellerSide.context.close();

  await page.reload();
  await expect(saved.getByTestId('saved-price')).toContainText('$600');
  await expect(saved.getByTestId('previous-price')).toHaveText('$800');

  const bell = page.getByRole('link', { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const notice = page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
  await expect(notice).toContainText(`${camera.name}, which you saved, dropped from $800 to $600.`);
});
