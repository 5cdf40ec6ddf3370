import { DEMO_ADMIN } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';

/** Issue 19 item 12: Terms, Privacy and Contact from the footer, written by admins; search from any page. */

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the footer's Terms, Privacy and Contact links open real pages (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/blogs');
    const footer = page.getByRole('contentinfo');
    for (const [link, heading] of [
      ['Terms of use', 'Terms of use'],
      ['Privacy policy', 'Privacy'],
      ['Contact', 'Contact'],
    ] as const) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await expectNoAxeViolations(page, `/contact (${size})`);
  });

  test(`a search from the navbar of any page finds cameras (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/blogs');
    if (size === 'phone') await page.getByRole('button', { name: 'Site menu' }).click();
    const search = page.getByRole('combobox', { name: 'Search cameras' });
    await search.fill('sony');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=sony$/);
    const grid = page.getByRole('list', { name: 'All products' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    await expect(grid.getByRole('listitem').first()).toContainText(/sony/i);
  });
}

test('an admin rewrites the Contact page in Markdown; visitors see it, without any script', async ({
  page,
  login,
  browser,
}) => {
  // Two axe passes and two browsers on a small machine.
  test.slow();
  await login(DEMO_ADMIN);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Site Pages' }).click();
  await expect(page.getByRole('heading', { name: 'Site Pages', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\?page=contact$/);
  const editor = page.getByLabel('Contact (Markdown)');
  await expect(editor).toHaveValue(/^# Contact/);
  const marker = `Visit us ${Date.now()}`;
  await editor.fill(
    `# Contact\n\n## ${marker}\n\n- Write to [the team](mailto:team@example.test)\n\n<script>window.pwned = 1</script>\n\n[bad](javascript:alert(1))`,
  );
  // The preview draws it as visitors will see it.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: marker, level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'Site pages editor');
  await page.getByRole('button', { name: 'Save Contact' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contact saved' })).toBeVisible();

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto('/contact');
  await expect(visit.getByRole('heading', { name: marker, level: 2 })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'the team' })).toHaveAttribute(
    'href',
    'mailto:team@example.test',
  );
  // Raw HTML is text at most, never a script; an unsafe link loses its target.
  expect(await visit.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(visit.locator('article script')).toHaveCount(0);
  await expect(visit.getByRole('link', { name: 'bad' })).not.toHaveAttribute('href', /javascript/);
  await expect(visit.getByText(/Last updated/)).toBeVisible();
  await visitor.close();
});
