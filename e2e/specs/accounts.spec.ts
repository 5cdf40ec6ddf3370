import { outboxLink } from '../../apps/server/test/outbox-links';
import { DEMO_ADMIN, newAccount, registerAccount, signedInNavbar } from '../fixtures/auth';
import { addCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person, personRow } from '../fixtures/people';
import { E2E_DATA_DIR } from '../ports';

/** Accounts people can trust (issue #13): the e-mailed links, read from the server's outbox, and disabling. */

const pathOf = (link: URL) => `${link.pathname}${link.search}`;

// Each journey signs people up, waits for the mail worker and reloads several screens.
test.slow();

test('forgot password → the link in the outbox → a new password → signed in', async ({
  page,
  browser,
  login,
  consoleErrors,
}) => {
  // The used link's second try answers 400 auth/invalid-action-code, on purpose.
  consoleErrors.allow(/status of 400/);
  // The account exists, signed in elsewhere; this browser has forgotten the password.
  const elsewhere = await person(browser);
  const account = await login({ prefix: 'forgetful' }, elsewhere.context);
  await elsewhere.context.close();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const link = await outboxLink(E2E_DATA_DIR, account.email, '/reset-password');
  await page.goto(pathOf(link));
  await page.getByLabel('Password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(signedInNavbar(page)).toBeVisible();

  // The link worked once: opened again, it says so on its own screen.
  await page.goto(pathOf(link));
  await page.getByLabel('Password', { exact: true }).fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('a new account confirms its address through the e-mailed link', async ({ page }) => {
  const account = newAccount('confirming');
  await registerAccount(page, account);
  const notice = page.getByRole('status').filter({ hasText: 'Confirm your e-mail address' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  const link = await outboxLink(E2E_DATA_DIR, account.email, '/verify-email');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an admin disables a seller: their listing leaves the storefront, and its direct link, until re-enabled', async ({
  page,
  browser,
  login,
  consoleErrors,
}) => {
  // The direct link of the paused listing answers 404 (page and API), on purpose.
  consoleErrors.allow(/status of 404/);
  const seller = await person(browser);
  const account = await login({ prefix: 'paused', seller: true }, seller.context);
  const camera = newCamera(2);
  await addCamera(seller.page, camera);
  await seller.context.close();

  const search = async () => {
    await page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
    return page.getByRole('link', { name: camera.name });
  };
  await expect(await search()).not.toHaveCount(0);
  const href = (await (await search()).first().getAttribute('href')) ?? '';
  const productId = /^\/products\/([^/?#]+)$/.exec(href)?.[1] ?? '';
  expect(productId, href).not.toBe('');
  /** The listing opened by its link, as someone who kept it would: its page's status and screen. */
  const openDirectly = async () => {
    const response = await page.goto(href);
    const api = await page.request.get(`/api/products/${productId}`);
    return { page: response?.status(), api: api.status() };
  };
  expect(await openDirectly()).toEqual({ page: 200, api: 200 });
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();

  await login(DEMO_ADMIN);
  const row = await personRow(page, 'sellers', account.email);
  // An admin without two-step sign-in is asked to turn it on, on every dashboard page.
  const prompt = page.getByRole('status').filter({ hasText: 'Admin accounts should use two-step sign-in.' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Turn it on' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await row.getByRole('button', { name: `Disable ${account.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Account disabled.')).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(await search()).toHaveCount(0);
  // Not 410 like a withdrawn listing: it comes back when the seller is enabled again.
  expect(await openDirectly()).toEqual({ page: 404, api: 404 });
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toHaveCount(0);

  const again = await personRow(page, 'sellers', account.email);
  await again.getByRole('button', { name: `Enable ${account.name}` }).click();
  await expect(page.getByText('Account enabled again.')).toBeVisible();
  await expect(await search()).not.toHaveCount(0);
  expect(await openDirectly()).toEqual({ page: 200, api: 200 });
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
});
