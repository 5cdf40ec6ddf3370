import { GOOGLE_POPUP_MESSAGE, type GooglePopupMessage } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { ApiError } from '../../lib/api-error';

const POPUP_MESSAGE_TYPE = GOOGLE_POPUP_MESSAGE;

export const GOOGLE_START_URL = '/api/auth/google/start';
const POPUP_NAME = 'refocus-google-sign-in';
const POLL_MS = 500;
/** A popup that closes right after posting its result: let the message arrive first. */
const CLOSE_GRACE_MS = 1000;

/** What the popup's own refusals say; the error keeps the English, the screen formats these. */
export const POPUP_MESSAGES = defineMessages({
  blocked: {
    id: 'auth.popup.blocked',
    defaultMessage: 'The browser blocked the sign-in popup. Allow popups for this site and try again.',
  },
  cancelled: { id: 'auth.popup.cancelled', defaultMessage: 'A sign-in popup is already open.' },
  closed: { id: 'auth.popup.closed', defaultMessage: 'The sign-in popup was closed before signing in.' },
});

/** What the popup flow needs of the window; `window` in the browser, a fake in tests. */
export interface PopupHost {
  open(url: string, target: string, features: string): PopupWindow | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  readonly location: { readonly origin: string };
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
}

export interface PopupWindow {
  readonly closed: boolean;
  focus(): void;
}

/**
 * How the popup ended: it said it signed in, or it closed without a word. The second may
 * still be a success: a Cross-Origin-Opener-Policy on the way back from the provider can
 * cut the popup off from this window, so the caller then asks whether a session was set.
 */
export type PopupOutcome = 'signed-in' | 'closed';

/**
 * Google sign-in in a popup (spec §1/§8). Opens the server's start page, which ends by
 * posting the outcome to our origin; on success the refresh cookie is set. Must be called
 * straight from a click, before any `await`, or the browser blocks the popup. A failure the
 * popup reports rejects with its code and message.
 */
export function createGooglePopup(host: PopupHost) {
  let current: PopupWindow | null = null;

  return function signInWithPopup(): Promise<PopupOutcome> {
    if (current && !current.closed) {
      current.focus();
      return Promise.reject(
        new ApiError(0, 'auth/cancelled-popup-request', POPUP_MESSAGES.cancelled.defaultMessage),
      );
    }
    const popup = host.open(GOOGLE_START_URL, POPUP_NAME, features(host));
    if (!popup) {
      return Promise.reject(new ApiError(0, 'auth/popup-blocked', POPUP_MESSAGES.blocked.defaultMessage));
    }
    current = popup;

    return new Promise<PopupOutcome>((resolve, reject) => {
      let grace: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearInterval(poll);
        clearTimeout(grace);
        host.removeEventListener('message', onMessage);
        if (current === popup) current = null;
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== host.location.origin || event.source !== popup) return;
        if (!isPopupMessage(event.data)) return;
        finish();
        const data = event.data;
        if (data.ok) resolve('signed-in');
        else reject(new ApiError(0, data.code as `auth/${string}`, data.message, undefined, data.challenge));
      };
      const poll = setInterval(() => {
        if (!popup.closed || grace !== undefined) return;
        grace = setTimeout(() => {
          finish();
          resolve('closed');
        }, CLOSE_GRACE_MS);
      }, POLL_MS);
      host.addEventListener('message', onMessage);
    });
  };
}

function isPopupMessage(data: unknown): data is GooglePopupMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== POPUP_MESSAGE_TYPE) return false;
  return message.ok === true || (typeof message.code === 'string' && typeof message.message === 'string');
}

/** A 500×600 window centred over ours. */
function features(host: PopupHost): string {
  const width = 500;
  const height = 600;
  const left = Math.round(host.screenX + (host.outerWidth - width) / 2);
  const top = Math.round(host.screenY + (host.outerHeight - height) / 2);
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}
