import { gunzipSync } from 'node:zlib';
import { DEMO_ADMIN } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';

/**
 * Issue 46, item 4, in a real browser: an admin backs the demo shop up from Dashboard → Backups,
 * downloads the archive the browser saves under its own name, and deletes it after confirming;
 * the page fits a 390 px phone.
 */
test('an admin backs up the shop from the Backups page, downloads the archive and deletes it', async ({
  page,
  login,
}) => {
  test.slow();
  await login(DEMO_ADMIN);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Backups' }).first().click();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();

  const progress = page.getByRole('region', { name: 'Back up now' }).getByRole('status');
  await page.getByRole('button', { name: 'Back up now' }).click();
  // The server's job worker runs it; the page follows its progress until it is done.
  await expect(progress).toHaveText(/^Backup done: refocus-.+\.tar\.gz$/, { timeout: 30_000 });
  const name = ((await progress.textContent()) ?? '').replace('Backup done: ', '');
  const list = page.getByRole('list', { name: 'Backups, newest first' });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/backups');
  // On a phone the list and its buttons wrap: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  const archive = gunzipSync(await streamBytes(await download.createReadStream()));
  // A tar archive whose members include the manifest.
  expect(archive.subarray(257, 262).toString()).toBe('ustar');
  expect(archive.includes(Buffer.from('manifest.json'))).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this backup?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
