// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentTotpCode } from '../../../../server/src/modules/auth/totp';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

const PASSWORD = 'correct horse battery';
const CODE_SHAPE = /^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/;

/** Issue 42, item 1: recovery codes that can be read, kept and used. */
describe('recovery codes (issue 42, item 1)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  /** Two-step sign-in turned on through the API, with the code the phone shows now. */
  async function enrolled(): Promise<{ session: TestSession; recoveryCodes: string[] }> {
    const session = await signUp(server.app);
    const post = (url: string, payload?: object) =>
      server.app.inject({ method: 'POST', url, headers: session.auth, ...(payload ? { payload } : {}) });
    const { secret } = (await post('/api/auth/mfa/totp/enrol')).json();
    const confirmed = await post('/api/auth/mfa/totp/confirm', { code: currentTotpCode(secret, Date.now()) });
    expect(confirmed.statusCode).toBe(200);
    return { session, recoveryCodes: confirmed.json().recoveryCodes };
  }

  it('shows the ten codes whole in a dialog, with Copy, Download and Print, closed by "I have saved them"', async () => {
    const user = userEvent.setup({ delay: null });
    const person = await signUp(server.app);
    const view = renderApp('/');
    await view.session.signIn({ email: person.user.email, password: PASSWORD });
    await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
    await view.router.navigate('/dashboard/settings');
    await user.click(
      await screen.findByRole('button', { name: 'Set up two-step sign-in' }, { timeout: 10_000 }),
    );
    const secret = (await screen.findByTestId('totp-secret')).textContent ?? '';
    await user.type(screen.getByLabelText('Code from your app'), currentTotpCode(secret, Date.now()));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const codes = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(CODE_SHAPE);
    // A monospace grid of whole codes: none wraps over lines.
    const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
    expect(list.className).toContain('grid');
    expect(list.className).toContain('font-mono');
    for (const item of within(list).getAllByRole('listitem'))
      expect(item.className).toContain('whitespace-nowrap');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const copied = await navigator.clipboard.readText();
    for (const code of codes) expect(copied).toContain(code);
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Copied/);

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:recovery-codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download (.txt)' }));
    expect(saved).toEqual(['refocus-recovery-codes.txt']);
    expect(blobs[0]?.type).toMatch(/^text\/plain/);
    const file = await blobs[0]!.text();
    expect(file.split('\n').filter((line) => CODE_SHAPE.test(line))).toEqual(codes);

    // Print: the codes alone, from a frame of their own (the page behind the dialog stays out).
    const printed = document.implementation.createHTMLDocument('');
    const print = vi.fn();
    vi.spyOn(HTMLIFrameElement.prototype, 'contentDocument', 'get').mockReturnValue(printed);
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue({
      print,
      focus: () => undefined,
      addEventListener: () => undefined,
    } as unknown as Window);
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    for (const code of codes) expect(printed.body.textContent).toContain(code);

    // Escape does not close it: the codes are not shown again.
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(await screen.findByText(/10 recovery codes left\./)).toBeTruthy();
  }, 40_000);

  it('signs in with a recovery code typed in letters, says how many are left, and drops the stale refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const { session, recoveryCodes } = await enrolled();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), session.user.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Code', {}, { timeout: 10_000 });
    // Letters can be typed: no numeric-only keypad on a phone.
    expect(code.getAttribute('inputmode')).not.toBe('numeric');
    expect(code.getAttribute('type')).toBe('text');

    await user.type(code, 'AAAAA-BBBBB-CCCCC');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const toasts = () => screen.queryAllByRole('status').map((status) => status.textContent ?? '');
    await waitFor(() => expect(toasts().some((text) => /not right/.test(text))).toBe(true));

    await user.clear(code);
    await user.type(code, recoveryCodes[2]!.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toasts()).toContain('Signed in. You have 9 recovery codes left.'));
    expect(toasts().some((text) => /not right/.test(text))).toBe(false);
  }, 40_000);
});
