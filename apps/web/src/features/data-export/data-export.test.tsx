// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo } from '../../../../server/test/account-flows';
import { linkIn } from '../../../../server/test/mail';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 46 item 6 on the web: Account Settings asks for the archive and says a link is on its
 * way; the e-mailed link downloads it for the person it was sent to, and no one else.
 */
describe('Download my data', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('asks from Account Settings, and the e-mailed link downloads the ZIP for its person only', async () => {
    const person = await signUp(server.app);
    await renderSignedIn('/dashboard/settings', person.user.email);
    const section = await screen.findByRole('region', { name: 'Download my data' }, { timeout: 10_000 });
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    // Said in the live region, so a screen reader announces it.
    const said = await within(section).findByText(/We'll e-mail you a link when it's ready/);
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(
      true,
    );

    await server.app.jobWorker.runDue(); // prepares the archive and queues the mail
    const mail = (await mailsTo(server, person.user.email)).find((m) => m.subject?.startsWith('Your data'));
    const link = linkIn(mail!, '/dashboard/data-export');
    const path = `${link.pathname}${link.search}`;

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    cleanup();
    await renderSignedIn(path, person.user.email);
    expect(await screen.findByText(/Your download has started/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Save the file again' }).getAttribute('download')).toBe(
      'my-data.zip',
    );

    const someoneElse = await signUp(server.app);
    cleanup();
    await renderSignedIn(path, someoneElse.user.email);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link in Account Settings' })).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('tells an account with an unconfirmed address why it cannot ask yet', async () => {
    const person = await signUp(server.app, { verified: false });
    await renderSignedIn('/dashboard/settings', person.user.email);
    const section = await screen.findByRole('region', { name: 'Download my data' }, { timeout: 10_000 });
    expect(within(section).getByRole('note').textContent).toMatch(/Confirm your e-mail address first/);
    expect(within(section).queryByRole('button', { name: 'Download my data' })).toBeNull();
  }, 30_000);
});
