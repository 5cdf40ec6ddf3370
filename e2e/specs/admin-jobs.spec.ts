import { insertDeadMailJob } from '../../apps/server/test/dead-job';
import { outboxLink } from '../../apps/server/test/outbox-links';
import { DEMO_ADMIN, uniqueEmail } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { E2E_DATA_DIR } from '../ports';

/** Issue 16: the admin's dead-letter list — a mail that gave up is seen, retried and delivered. */
test('an admin sees a dead mail job with its last error, retries it, and the message goes out', async ({
  page,
  login,
}) => {
  test.slow();
  const to = uniqueEmail('dead-letter');
  insertDeadMailJob(E2E_DATA_DIR, to, 'Error: 550 mailbox unavailable for the dead-letter journey');
  await login(DEMO_ADMIN);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Background Jobs' }).first().click();
  await expect(page.getByRole('heading', { name: 'Background Jobs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Dead jobs' });
  const row = table.getByRole('row').filter({ hasText: 'dead-letter journey' });
  await expect(row).toContainText('mail');
  await expect(row).toContainText('8');
  await expect(page.getByRole('definition').first()).not.toHaveText('…');
  await expectNoAxeViolations(page, '/dashboard/jobs');

  await row.getByRole('button', { name: /^Retry mail job/ }).click();
  await expect(page.getByText('The job will run again in a moment.')).toBeVisible();
  await expect(row).toBeHidden();
  // The worker takes it within a second or so and the message lands in the outbox.
  const link = await outboxLink(E2E_DATA_DIR, to, '/verify-email');
  expect(link.searchParams.get('code')).toBe('dead-letter');
});
