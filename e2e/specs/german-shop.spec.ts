import { waitForHydrationOnLoad } from '../fixtures/hydration';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { englishPhrases, expectNoEnglish, translation } from '../fixtures/untranslated';

/**
 * Issue 47: a visitor whose browser asks for German sees the shop in German from the first page,
 * books a camera in German without meeting a phrase of ours in English (what people wrote
 * aside), and switches to Spanish from the footer. The words are read from the translation
 * files by id, so the journey follows the translators, not a copy of their words.
 */
test('a German visitor finds the shop in German from the first page to a booking, then switches to Spanish', async ({
  page: sellerPage,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const de = translation('de');
  const es = translation('es');
  const english = englishPhrases('de');
  const word = (id: string, messages = de) => {
    const message = messages[id];
    if (!message) throw new Error(`no message ${id}`);
    return message;
  };

  const seller = await login({ seller: true });
  const camera = newCamera(3, 1399);
  await listCamera(sellerPage.request, seller.accessToken, camera);

  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  await login({ prefix: 'kaeufer' }, context);

  // The first page is drawn in German: the server chose it from the browser's languages.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: word('app.footer.terms') }),
  ).toBeVisible();
  await expectNoEnglish(page, english, 'the home page');

  // The camera, found and booked in German.
  await page.goto(`/products?q=${encodeURIComponent(camera.name)}`);
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: camera.name });
  await expect(card).toContainText(/1\.399\s\$/);
  await expectNoEnglish(page, english, 'the catalogue');
  await card.getByRole('link', { name: camera.name }).first().click();
  await expect(page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
  await expectNoEnglish(page, english, 'the camera’s page');

  const bookLabel = word('orders.bookNow.button').replace(/<sr>.*<\/sr>/, '');
  await page.getByRole('button', { name: bookLabel }).first().click();
  const dialog = page.getByRole('dialog', { name: camera.name });
  await expect(dialog.getByLabel(word('orders.form.phone'))).toBeVisible();
  await expectNoEnglish(page, english, 'the booking dialog');
  await dialog.getByLabel(word('orders.form.phone')).fill('+49 30 1234567');
  await dialog.getByLabel(word('orders.form.place')).fill('Hauptbahnhof, Haupthalle');
  await dialog.getByRole('button', { name: word('orders.form.submit') }).click();
  await expect(page.getByText(word('app.toast.booked'), { exact: true })).toBeVisible();

  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('heading', { name: word('orders.myOrders.heading'), level: 1 })).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: camera.name });
  await expect(order).toContainText('offen');
  // Dollars as German writes them (a no-break space before the sign).
  await expect(order).toContainText(/1\.399\s\$/);
  await expectNoEnglish(page, english, 'My Orders');

  // Spanish from the footer of a public page, at once and remembered.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('combobox', { name: word('app.footer.language') }).selectOption('es');
  await expect(footer.getByRole('link', { name: word('app.footer.terms', es) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/dashboard/my-orders');
  await expect(
    page.getByRole('heading', { name: word('orders.myOrders.heading', es), level: 1 }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, englishPhrases('es'), 'My Orders in Spanish');
  await context.close();
});
