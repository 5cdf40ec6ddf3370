import { randomInt } from 'node:crypto';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/** A word no other listing holds: letters only, so it is one token however it is searched. */
const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/**
 * Issue 14 item 5 (decision 038): the catalogue hides sold cameras until a visitor ticks
 * "Include sold"; a sold card then shows its "Sold" badge and opens to "Sold on …".
 */
test('a visitor includes sold cameras in the catalogue and opens one', async ({ page, browser, login }) => {
  test.slow();
  const word = uniqueWord();
  const seller = await person(browser);
  const account = await login({ seller: true }, seller.context);
  const onSale = { ...newCamera(3, 700), name: `Nikon FM2 ${word}` };
  const sold = { ...newCamera(3, 450), name: `Nikon F3 ${word}` };
  for (const camera of [sold, onSale]) await listCamera(seller.page.request, account.accessToken, camera);
  const listed = await seller.page.request.get(`/api/products?q=${word}&limit=10`);
  const soldId = ((await listed.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === sold.name,
  )?._id;
  expect(soldId).toBeDefined();
  const marked = await seller.page.request.patch(`/api/products/${soldId}`, {
    headers: { authorization: `Bearer ${account.accessToken}` },
    data: { status: 'sold' },
  });
  expect(marked.status(), await marked.text()).toBe(200);

  // A visitor, signed out: by default only the camera on sale.
  await page.goto(`/products?q=${word}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const titles = page.getByRole('list', { name: 'All products' }).getByRole('heading');
  await expect(titles).toHaveText([onSale.name]);

  await page.getByRole('checkbox', { name: 'Include sold' }).check();
  await expect(page).toHaveURL(/[?&]includeSold=true(&|$)/);
  // Best match: both names hold the word; the one sold last entered the list last (decision 038).
  await expect(titles).toHaveText([sold.name, onSale.name]);
  const soldCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: sold.name }) });
  await expect(soldCard.getByTestId('sold-badge')).toHaveText('Sold');
  const onSaleCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: onSale.name }) });
  await expect(onSaleCard.getByTestId('sold-badge')).toHaveCount(0);
  await expectNoAxeViolations(page, 'catalogue including sold cameras');

  // The URL is the search: opened afresh (server-drawn), the box stays ticked.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Include sold' })).toBeChecked();
  await expect(titles).toHaveText([sold.name, onSale.name]);

  await soldCard.getByRole('link', { name: new RegExp(`^View ${sold.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${soldId}$`));
  await expect(page.getByText(/Sold on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /Book/ })).toHaveCount(0);
});
