import { DEMO_ADMIN } from '../fixtures/auth';
import { expect, test } from '../fixtures/login';

/**
 * Issue 46, item 4, in a real browser against the built server (its read threads and writer
 * thread open on the SQLite file it restores): an admin backs the shop up, someone signs up
 * afterwards, the admin restores the backup from Dashboard → Backups and the page follows it
 * until the shop is back; the catalogue serves again and the later account is gone. Runs after
 * every other journey (playwright.config.ts): the shop is in maintenance meanwhile.
 */
test('an admin restores the shop from a backup on the Backups page, and the shop comes back as it was', async ({
  page,
  login,
  createAccount,
  browser,
}) => {
  test.slow();
  await login(DEMO_ADMIN);
  await page.goto('/dashboard/backups');
  const progress = page.getByRole('region', { name: 'Back up now' }).getByRole('status');
  // The Backups journey ran on this server before: the page may first show its run as done.
  await expect(progress).toHaveText(/\S/);
  const before = await progress.textContent();
  await page.getByRole('button', { name: 'Back up now' }).click();
  let name = '';
  await expect(async () => {
    const text = (await progress.textContent()) ?? '';
    expect(text).toMatch(/^Backup done: refocus-.+\.tar\.gz$/);
    expect(text).not.toBe(before);
    name = text.replace('Backup done: ', '');
  }).toPass({ timeout: 30_000 });
  const late = await createAccount();

  await page.getByRole('button', { name: `Restore ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore the shop from this backup?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status', { name: 'Restore' })).toHaveText(`Restored the shop from ${name}.`, {
    timeout: 60_000,
  });

  // A visitor finds the catalogue as before; the account made after the backup is gone.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: /Canon|Sony|Nikon/ }).first()).toBeVisible();
  const signIn = await visitor.request.post('/api/auth/login', {
    data: { email: late.email, password: late.password },
  });
  expect(signIn.status()).toBe(401);
  await visitor.close();
});
