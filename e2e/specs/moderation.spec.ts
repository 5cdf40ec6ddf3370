import { DEMO_ADMIN } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/**
 * Issue 15 item 4: a buyer reports a listing from its page; the admin finds it in the Reports
 * queue, hides it from the case view, and it leaves the storefront; the Audit Log shows it.
 * Reopening the case undoes the hiding.
 * The listing is the journey's own: no demo camera is hidden.
 */
test('a buyer reports a listing, the admin hides it from the queue, and it leaves the storefront', async ({
  page: adminPage,
  browser,
  login,
}) => {
  test.slow();
  const seller = await person(browser);
  const sellerAccount = await login({ seller: true, prefix: 'mod-seller' }, seller.context);
  const camera = newCamera(2, 410);
  await listCamera(seller.page.request, sellerAccount.accessToken, camera);
  const search = `/products?q=${encodeURIComponent(camera.name)}`;

  // The buyer finds it and reports it as fake.
  const buyer = await person(browser);
  await login({ prefix: 'mod-buyer' }, buyer.context);
  await buyer.page.goto(search);
  const results = buyer.page.getByRole('list', { name: 'All products' });
  await results.getByRole('link', { name: camera.name }).first().click();
  await expect(buyer.page.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
  await buyer.page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Fake or scam' }).check();
  await dialog.getByLabel(/What is wrong/).fill('The photo is a plain blue square.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(buyer.page.getByText('Thank you. An admin will look at your report.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The admin opens the queue from the drawer and the case from its row.
  await login(DEMO_ADMIN);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('link', { name: 'Reports' }).first().click();
  await expect(adminPage.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await adminPage.getByLabel('Kind').selectOption('listing');
  const queue = adminPage.getByRole('table', { name: /Open report cases/ });
  await queue.getByRole('link', { name: camera.name }).click();
  await expect(adminPage.getByRole('heading', { name: camera.name, level: 1 })).toBeVisible();
  await expect(adminPage.getByText('The photo is a plain blue square.')).toBeVisible();
  await expectNoAxeViolations(adminPage, 'report case');

  // The note names this journey's camera, so its audit row is this run's, not a retry's.
  const note = `Thank you, ${camera.name} is gone.`;
  await adminPage.getByLabel('Note to the reporters (optional, e-mailed)').fill(note);
  await adminPage.getByRole('button', { name: 'Hide listing' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Hide this listing?' });
  await confirm.getByRole('button', { name: 'Hide listing' }).click();
  await expect(adminPage.getByText('Hid the listing from the shop.')).toBeVisible();
  await expect(adminPage.getByText('Actioned', { exact: true })).toBeVisible();
  // The case says where the listing is now, not its status as a buyer saw it (issue 42 item 13).
  await expect(adminPage.getByText(/· hidden from the shop ·/)).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Hide listing' })).toBeHidden();

  // It has left the storefront: the search finds nothing.
  await buyer.page.goto(search);
  await expect(buyer.page.getByText('No cameras match')).toBeVisible();

  // The decision is in the audit log, with the admin's words.
  await adminPage.getByRole('link', { name: 'Audit Log' }).first().click();
  const log = adminPage.getByRole('table', { name: 'Admin actions, newest first' });
  const entry = log.getByRole('row').filter({ hasText: note });
  await expect(entry).toContainText('Hid the listing from the shop');
  // Named, not an id: the listing is hidden, so its name is not a link to it.
  await expect(entry).toContainText(`${camera.name} (not in the shop)`);

  // A wrong call is undone from the case itself: the listing returns, and the log says why.
  await adminPage.goBack();
  await expect(adminPage.getByRole('heading', { name: 'Undo the decision' })).toBeVisible();
  await expectNoAxeViolations(adminPage, 'a decided report case');
  await adminPage.getByLabel('Why reopen (optional, kept in the audit log)').fill('The seller proved it.');
  await adminPage.getByRole('button', { name: 'Reopen and undo' }).click();
  const reopen = adminPage.getByRole('dialog', { name: 'Reopen this case?' });
  await expect(reopen).toContainText('The listing goes back in the shop');
  await reopen.getByRole('button', { name: 'Reopen and undo' }).click();
  await expect(adminPage.getByText('Case reopened; the decision is undone.')).toBeVisible();
  await expect(adminPage.getByText('Open', { exact: true })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Hide listing' })).toBeVisible();
  await buyer.page.goto(search);
  await expect(results.getByRole('link', { name: camera.name }).first()).toBeVisible();
  await adminPage.getByRole('link', { name: 'Audit Log' }).first().click();
  await expect(log.getByRole('row').filter({ hasText: 'The seller proved it.' })).toContainText(
    'Reopened the case',
  );

  await seller.context.close();
  await buyer.context.close();
});
