import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { TOASTS } from '../fixtures/auth';
import { expect, test } from '../fixtures/login';

/** Account settings: two-step sign-in from enrolment to the next sign-in, and deleting one's account. */

/**
 * What the phone's authenticator app shows for `secret` at `time` (RFC 6238: SHA-1, 6 digits,
 * 30 s), by the same library the server checks codes with.
 */
function totp(secretBase32: string, time = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32) }).generate({ timestamp: time });
}

test('two-step sign-in: enrol with the app, then sign in elsewhere with a code', async ({
  page,
  browser,
  login,
}) => {
  const account = await login({ prefix: 'twostep' });
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The server takes one step either side of now and only a step later than the last it took:
  // enrolment uses the code of this step, the sign-in below the code of the next one, so the
  // journey never waits for a step to pass. Both still hold when a step ends between computing
  // a code and the server checking it (the step before this one, used here once, then fell
  // outside the window).
  const enrolStep = Math.floor(Date.now() / 30_000);
  await page.getByLabel('Code from your app').fill(totp(secret, enrolStep * 30_000));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // The codes in a dialog of their own, each whole on one line, kept until "I have saved them".
  const saveCodes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = saveCodes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCode = codes.first();
  const lineHeight = await firstCode.evaluate((li) => Number.parseFloat(getComputedStyle(li).lineHeight));
  expect((await firstCode.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 2);
  const recoveryCode = (await codes.nth(4).textContent()) ?? '';
  expect(recoveryCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const download = page.waitForEvent('download');
  await saveCodes.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('refocus-recovery-codes.txt');
  await page.keyboard.press('Escape');
  await expect(saveCodes).toBeVisible();
  await saveCodes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(saveCodes).toBeHidden();
  await expect(page.getByText('10 recovery codes left', { exact: false })).toBeVisible();

  // The next sign-in, in a browser of its own (another device): the Logout button has its own
  // journey (auth.spec.ts). Here, once in CI (2026-12-07), Logout right after turning two-step
  // sign-in on showed no "logged out" toast within 7 s; the retry passed. Not yet explained.
  const elsewhere = await browser.newContext();
  const device = await elsewhere.newPage();
  await device.goto('/login');
  await device.getByLabel('Email', { exact: true }).fill(account.email);
  await device.getByLabel('Password', { exact: true }).fill(account.password);
  await device.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(device.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
  await device.getByLabel('Code', { exact: true }).fill('000000' === totp(secret) ? '111111' : '000000');
  await device.getByRole('button', { name: 'Verify' }).click();
  await expect(device.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/not right/);

  await device.getByLabel('Code', { exact: true }).fill(totp(secret, (enrolStep + 1) * 30_000));
  await device.getByRole('button', { name: 'Verify' }).click();
  await expect(device.getByText(TOASTS.loggedIn, { exact: true })).toBeVisible();
  // The refusal before it does not stay beside it.
  await expect(device.getByRole('status').filter({ hasText: /not right/ })).toHaveCount(0);
  await expect(device.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await elsewhere.close();

  // A third device, without the phone: a recovery code, typed in small letters, says how many are left.
  const third = await browser.newContext();
  const phoneless = await third.newPage();
  await phoneless.goto('/login');
  await phoneless.getByLabel('Email', { exact: true }).fill(account.email);
  await phoneless.getByLabel('Password', { exact: true }).fill(account.password);
  await phoneless.getByRole('button', { name: 'Login', exact: true }).click();
  const code = phoneless.getByLabel('Code', { exact: true });
  await expect(code).not.toHaveAttribute('inputmode', 'numeric');
  await code.fill(recoveryCode.toLowerCase());
  await phoneless.getByRole('button', { name: 'Verify' }).click();
  await expect(phoneless.getByText('Signed in. You have 9 recovery codes left.')).toBeVisible();
  await third.close();
});

test('delete my account: confirmed, signed out, and the password no longer works', async ({
  page,
  login,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  consoleErrors.allow(/status of 401/);
  const account = await login({ prefix: 'leaving' });
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Register/Login' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
});

test('profile photo: uploaded from settings, shown in the navbar and on the dashboard, removed for initials', async ({
  page,
  login,
}) => {
  const account = await login({ prefix: 'portrait' });
  const navbarAvatar = page.getByRole('link', { name: `Account settings of ${account.name}` });
  await page.goto('/dashboard/settings');
  await expect(navbarAvatar.getByRole('img')).toHaveCount(0);
  await expect(navbarAvatar).toHaveText('PT');

  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'e2e' } } })
    .toBuffer();
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo Updated Successfully')).toBeVisible();
  // The settings screen stays, now offering to change or remove the photo.
  await expect(page.getByLabel('Change photo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  const shown = navbarAvatar.locator('img');
  await expect(shown).toHaveAttribute('src', /\/api\/images\/[0-9a-f]{64}\/256\.webp$/);
  const src = (await shown.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  const metadata = await sharp(await served.body()).metadata();
  expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
    width: 256,
    height: 256,
    exif: undefined,
  });
  // Decoded, not a broken image.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('main').locator(`img[src="${src}"]`)).toBeVisible();

  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo Removed')).toBeVisible();
  await expect(navbarAvatar).toHaveText('PT');
  expect((await page.request.get(src)).status()).toBe(404);
});
