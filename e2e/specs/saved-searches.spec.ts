import { randomInt } from 'node:crypto';
import { outboxLink } from '../../apps/server/test/outbox-links';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';
import { E2E_DATA_DIR } from '../ports';

/** A word no other listing holds: letters only, so it is one token however it is searched. */
const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/**
 * Issue 14 item 7: a buyer saves a catalogue search (signed out, the button leads to the login
 * and back), a new matching listing arrives, the alert e-mail links to it, and its unsubscribe
 * link pauses the search without signing in.
 */
test('a saved search e-mails its new matching listing, and its link unsubscribes', async ({
  page,
  browser,
  login,
}) => {
  test.slow();
  const word = uniqueWord();
  const searchPath = `/products?q=${word}&category=3`;

  await page.goto(searchPath);
  await expect(page.getByRole('heading', { name: 'No cameras match' })).toBeVisible();
  await page.getByRole('link', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const buyer = await login({ prefix: 'saver' });
  await page.goto(searchPath);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`${word} · Nikon`);
  await dialog.getByLabel('Name').fill(`Nikon ${word}`);
  await expect(dialog.getByLabel('As soon as a matching camera is listed')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  await page.goto('/dashboard/saved-searches');
  const saved = page
    .getByRole('list', { name: 'Your saved searches' })
    .getByRole('listitem', { name: `Nikon ${word}` });
  await expect(saved).toBeVisible();
  await expect(saved.getByLabel(`How often to e-mail for Nikon ${word}`)).toHaveValue('instant');

  // A seller lists a matching camera (another Nikon with other words does not match).
  const seller = await person(browser);
  const sellerAccount = await login({ seller: true }, seller.context);
  const camera = { ...newCamera(3, 700), name: `Nikon F2 ${word}` };
  await listCamera(seller.page.request, sellerAccount.accessToken, camera);
  const mine = await seller.page.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${sellerAccount.accessToken}` },
  });
  const productId = ((await mine.json()) as { _id: string; name: string }[]).find(
    (p) => p.name === camera.name,
  )?._id;
  expect(productId).toBeDefined();
  await seller.context.close();

  // Within the alerts' period (2 s here, a minute by default) the e-mail links to it.
  const link = await outboxLink(E2E_DATA_DIR, buyer.email, `/products/${productId}`, 45_000);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();

  // Its unsubscribe link works for anyone holding the e-mail, without signing in; it asks first.
  const unsubscribe = await outboxLink(E2E_DATA_DIR, buyer.email, '/saved-searches/unsubscribe');
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(
    strangerPage.getByText('Stop the e-mails about new listings for this saved search?'),
  ).toBeVisible();
  await strangerPage.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(strangerPage.getByRole('status')).toContainText(`“Nikon ${word}” is paused`);
  await stranger.close();

  await page.goto('/dashboard/saved-searches');
  await expect(saved.getByText('Paused', { exact: true })).toBeVisible();
  await saved.getByRole('button', { name: 'Resume' }).click();
  await expect(saved.getByText('Paused', { exact: true })).toBeHidden();
  await saved.getByRole('button', { name: `Delete Nikon ${word}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});
