import { randomInt } from 'node:crypto';
import { outboxLink } from '../../apps/server/test/outbox-links';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';
import { E2E_DATA_DIR } from '../ports';

/** A word no other listing holds: letters only, so it is one token however it is searched. */
const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/**
 * Issue 14 item 3 (decision 037): a buyer filters the catalogue by mount and grade, with a
 * count per option, the filters in the URL; saves the search; the alert about a new listing
 * honours the mount and grade.
 */
test('a buyer filters by mount and grade, saves the search', async ({ page, browser, login }) => {
  test.slow();
  const word = uniqueWord();
  const seller = await person(browser);
  const sellerAccount = await login({ seller: true }, seller.context);
  const camera = (name: string, lensMount: string, grade: string) => ({
    ...newCamera(2, 500),
    name: `${name} ${word}`,
    itemType: 'lens',
    lensMount,
    grade,
    works: true,
  });
  const sonyExcellent = camera('Sony FE 35mm', 'sony-e', 'excellent');
  const sonyGood = camera('Sony FE 28mm', 'sony-e', 'good');
  const nikonExcellent = camera('Nikkor Z 40mm', 'nikon-z', 'excellent');
  for (const listing of [sonyExcellent, sonyGood, nikonExcellent]) {
    await listCamera(seller.page.request, sellerAccount.accessToken, listing);
  }

  const buyer = await login({ prefix: 'filterer' });
  await page.goto(`/products?q=${word}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const titles = page.getByRole('list', { name: 'All products' }).getByRole('heading');
  await expect(titles).toHaveCount(3);
  const mounts = page.getByRole('group', { name: 'Lens mount' });
  const grades = page.getByRole('group', { name: 'Grade' });
  await expect(mounts.getByRole('checkbox', { name: 'Sony E (2)' })).toBeVisible();
  await expect(mounts.getByRole('checkbox', { name: 'Nikon Z (1)' })).toBeVisible();

  await mounts.getByRole('checkbox', { name: /^Sony E\b/ }).check();
  await expect(page).toHaveURL(/[?&]mount=sony-e(&|$)/);
  await expect(titles).toHaveText([sonyGood.name, sonyExcellent.name]);
  await expect(grades.getByRole('checkbox', { name: 'Excellent (1)' })).toBeVisible();
  await expect(grades.getByRole('checkbox', { name: 'Good (1)' })).toBeVisible();

  await grades.getByRole('checkbox', { name: /^Excellent\b/ }).check();
  await expect(page).toHaveURL(/[?&]grade=excellent(&|$)/);
  await expect(titles).toHaveText([sonyExcellent.name]);
  // Each filter is counted with the others applied, not its own: the Nikon alternative stays.
  await expect(mounts.getByRole('checkbox', { name: 'Nikon Z (1)' })).toBeVisible();
  await expect(mounts.getByRole('checkbox', { name: /^Sony E\b/ })).toBeChecked();
  await expectNoAxeViolations(page, 'catalogue with camera-detail filters');

  // The URL is the search: opened afresh (server-drawn), it shows the same.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(titles).toHaveText([sonyExcellent.name]);
  await expect(grades.getByRole('checkbox', { name: /^Excellent\b/ })).toBeChecked();

  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  // The details in the contract's order (type, grade, mount, works), as the summary names them.
  await expect(dialog.getByLabel('Name')).toHaveValue(`${word} · Excellent · Sony E`);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await page.goto('/dashboard/saved-searches');
  await expect(
    page
      .getByRole('list', { name: 'Your saved searches' })
      .getByRole('listitem', { name: `${word} · Excellent · Sony E` }),
  ).toBeVisible();

  // New listings: only the one of that mount and grade is news for this search.
  const wrongGrade = camera('Sony FE 50mm', 'sony-e', 'good');
  const match = camera('Sony FE 85mm', 'sony-e', 'excellent');
  await listCamera(seller.page.request, sellerAccount.accessToken, wrongGrade);
  await listCamera(seller.page.request, sellerAccount.accessToken, match);
  const mine = await seller.page.request.get('/api/me/products', {
    headers: { authorization: `Bearer ${sellerAccount.accessToken}` },
  });
  const idOf = async (name: string) =>
    ((await mine.json()) as { _id: string; name: string }[]).find((p) => p.name === name)?._id as string;
  const matchId = await idOf(match.name);
  const wrongId = await idOf(wrongGrade.name);
  await seller.context.close();

  const link = await outboxLink(E2E_DATA_DIR, buyer.email, `/products/${matchId}`, 45_000);
  expect(link.pathname).toBe(`/products/${matchId}`);
  // Listed before the match, so matched (or not) by now: no e-mail links to it.
  await expect(outboxLink(E2E_DATA_DIR, buyer.email, `/products/${wrongId}`, 500)).rejects.toThrow();
});
