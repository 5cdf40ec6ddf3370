import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { SCREEN_SIZES } from '../fixtures/screen-sizes';

/**
 * Issue 43, item 4: the navbar's search suggests as one types, a WAI-ARIA combobox. What only a
 * real browser shows: the popup's place and size on a phone, the native search field's own
 * Escape kept from clearing the words, axe with the popup open, both themes.
 */

/** Types `words` key by key, as a person does, until the suggestions for all of them arrive. */
async function typeAndWaitForSuggestions(page: Page, search: Locator, words: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/search/suggestions' &&
      new URL(response.url()).searchParams.get('q') === words,
  );
  await search.pressSequentially(words);
  await answered;
}

/** Moves to the option named `name` with the down arrow (the first press opens the popup on its first option). */
async function moveToOption(search: Locator, listbox: Locator, name: string) {
  await search.press('ArrowDown');
  await expect(listbox).toBeVisible();
  const names = await listbox.getByRole('option').allTextContents();
  expect(names).toContain(name);
  for (let i = 0; i < names.indexOf(name); i++) await search.press('ArrowDown');
  const option = listbox.getByRole('option', { name, exact: true });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
}

test('the navbar search suggests models as one types; the keyboard picks one (desktop and phone)', async ({
  page,
}) => {
  const [desktop, phone] = SCREEN_SIZES as [(typeof SCREEN_SIZES)[0], (typeof SCREEN_SIZES)[0]];

  await test.step(desktop.name, async () => {
    await page.setViewportSize(desktop.viewport);
    await page.emulateMedia({ colorScheme: desktop.colorScheme });
    await page.goto('/blogs');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search cameras' });
    await typeAndWaitForSuggestions(page, search, 'canon eos 5d');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: 'Canon EOS 5D Mark IV', exact: true })).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, `search suggestions open (${desktop.name})`);

    // The first Escape closes the popup and keeps the words (the field's own Escape would clear them).
    await search.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(search).toHaveValue('canon eos 5d');

    await moveToOption(search, listbox, 'Canon EOS 5D Mark IV');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=Canon\+EOS\+5D\+Mark\+IV$/);
    const first = page.getByRole('list', { name: 'All products' }).getByRole('listitem').first();
    await expect(first).toContainText('Canon EOS 5D Mark IV');
  });

  await test.step(phone.name, async () => {
    await page.setViewportSize(phone.viewport);
    await page.emulateMedia({ colorScheme: phone.colorScheme });
    await page.goto('/blogs');
    await page.getByRole('button', { name: 'Site menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    const search = menu.getByRole('combobox', { name: 'Search cameras' });
    const listbox = menu.getByRole('listbox', { name: 'Suggestions' });

    // The search sent on the desktop step is this device's recent search.
    await search.click();
    await expect(listbox.getByRole('group', { name: 'Recent searches' })).toContainText(
      'Canon EOS 5D Mark IV',
    );
    await search.press('Escape');

    await typeAndWaitForSuggestions(page, search, 'nikon d850');
    const option = listbox.getByRole('option', { name: 'Nikon D850', exact: true });
    await expect(option).toBeVisible();
    // In the screen, and each option a finger's size (WCAG 2.5.5's 44 px).
    const popup = await listbox.boundingBox();
    expect(popup?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((popup?.x ?? 0) + (popup?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      phone.viewport.width,
    );
    expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, `search suggestions open (${phone.name})`);

    await moveToOption(search, listbox, 'Nikon D850');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=Nikon\+D850$/);
    // The site menu closes behind the search.
    await expect(search).toBeHidden();
    const first = page.getByRole('list', { name: 'All products' }).getByRole('listitem').first();
    await expect(first).toContainText('Nikon D850');
  });
});
