import { DEMO_ADMIN } from '../fixtures/auth';
import { expect, test } from '../fixtures/login';

/** Issue 15, item 5: the admins' dashboard home shows the shop in figures and its last 30 days. */
test('an admin sees people, listings and bookings counted, and a month of activity', async ({
  page,
  login,
}) => {
  await login(DEMO_ADMIN);
  await page.goto('/dashboard');
  const overview = page.getByRole('region', { name: 'Shop overview' });
  await expect(overview).toBeVisible();
  // The demo shop has sellers and listings; the figures come from the server, not placeholders.
  const figure = (label: string) =>
    overview
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .getByRole('definition');
  await expect(figure('Sellers')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Available')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Admins')).toHaveText(/^[1-9][\d,]*$/);

  // The chart's figures are in a table: 30 days, the last one today, with this admin's shop active.
  await overview.getByText('Figures per day').click();
  const rows = overview.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(31);
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  await expect(rows.last().getByRole('rowheader')).toHaveText(today);
  await expect(page.getByTestId('activity-chart').locator('rect')).toHaveCount(60);
});
