import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGooglePopup, GOOGLE_START_URL, type PopupHost, type PopupWindow } from './google-popup';

const ORIGIN = 'https://refocus.example';

function fakeHost(opens: boolean) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false as boolean, focus: vi.fn() } satisfies PopupWindow;
  const open = vi.fn((_url: string, _target: string, _features: string) => (opens ? popup : null));
  const host: PopupHost = {
    open,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    location: { origin: ORIGIN },
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
  };
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { host, popup, open, post, listeners };
}

const ok = { type: 'refocus:google-sign-in', ok: true };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the Google popup', () => {
  it('opens the start page and resolves on our own origin’s message', async () => {
    const { host, open, post, listeners } = fakeHost(true);
    const result = createGooglePopup(host)();
    expect(open.mock.calls[0]?.[0]).toBe(GOOGLE_START_URL);
    post(ok, 'https://evil.example'); // another origin
    post(ok, ORIGIN, {}); // another window
    post({ type: 'something-else', ok: true });
    post(ok);
    await expect(result).resolves.toBe('signed-in');
    expect(listeners.size).toBe(0);
  });

  it('rejects with the code and message the popup reports', async () => {
    const { host, post } = fakeHost(true);
    const result = createGooglePopup(host)();
    post({
      type: 'refocus:google-sign-in',
      ok: false,
      code: 'auth/operation-not-allowed',
      message: 'Google sign-in is not enabled on this Refocus.',
    });
    await expect(result).rejects.toMatchObject({
      code: 'auth/operation-not-allowed',
      message: 'Google sign-in is not enabled on this Refocus.',
    });
  });

  it('is auth/popup-blocked when the browser refuses the window', async () => {
    const { host } = fakeHost(false);
    await expect(createGooglePopup(host)()).rejects.toMatchObject({ code: 'auth/popup-blocked' });
  });

  it('answers "closed" when the popup closes without a word', async () => {
    const { host, popup, listeners } = fakeHost(true);
    const result = createGooglePopup(host)();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('closed');
    expect(listeners.size).toBe(0);
  });

  it('still takes a message that arrives just after the popup closed', async () => {
    const { host, popup, post } = fakeHost(true);
    const result = createGooglePopup(host)();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    post(ok);
    await expect(result).resolves.toBe('signed-in');
  });

  it('is auth/cancelled-popup-request on a second click, and brings the first popup forward', async () => {
    const { host, popup, open, post } = fakeHost(true);
    const signIn = createGooglePopup(host);
    const first = signIn();
    await expect(signIn()).rejects.toMatchObject({ code: 'auth/cancelled-popup-request' });
    expect(popup.focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    post(ok);
    await expect(first).resolves.toBe('signed-in');
  });
});
