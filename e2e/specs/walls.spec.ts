import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';

/** Issue 19 item 7 on a desktop and a phone: walls and refusals say why, and axe passes on each. */

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the login wall says why, and a wrong password stays under the form (${size})`, async ({
    page,
    consoleErrors,
    createAccount,
  }) => {
    test.slow();
    consoleErrors.allow(/status of 401/);
    await page.setViewportSize(viewport);
    const account = await createAccount({ prefix: `walled-${size}` });
    await page.goto('/category/3');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Log in to see Nikon cameras.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Wrong email or password.' });
    await expect(problem).toBeVisible();
    // The toast saying so too (its component loads with the first toast): axe judges the screen
    // once it has come to rest, not while the toast fades in over it.
    await expect(page.getByRole('status').filter({ hasText: 'Wrong email or password.' })).toBeVisible();
    await expectNoAxeViolations(page, `login wall with a refusal (${size})`);

    // The right password clears it and goes where the visitor was headed.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/3$/);
    await expect(page.getByRole('heading', { name: 'Nikon cameras', level: 1 })).toBeVisible();
  });

  test(`a buyer on a seller's page gets a 403 screen with a way forward (${size})`, async ({
    page,
    login,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await login({ prefix: `forbidden-${size}` });
    await page.goto('/dashboard/my-products');
    await expect(page.getByRole('heading', { name: 'This page is for sellers', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `403 screen (${size})`);
    await page.getByRole('link', { name: 'Become a seller?' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Become a seller' })).toBeVisible();
  });
}
