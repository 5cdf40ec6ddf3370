import { ApiError } from '../../lib/api-error';
import { type IdentityTransport, SessionManager } from './session-manager';

const refuse = () => Promise.reject(new ApiError(0, 'bad-request', 'No sign-in during server rendering.'));
const noIdentity: IdentityTransport = { signUp: refuse, logIn: refuse, refresh: refuse, logOut: refuse };

/**
 * The session a server-rendered page is drawn with: known at once, and signed out. The
 * refresh cookie is scoped to /api/auth, so the server never knows the visitor; the browser
 * hydrates only when its own session starts out the same (see main.tsx).
 */
export function signedOutSession(): SessionManager {
  const session = new SessionManager({ transport: noIdentity, hint: { get: () => false, set() {} } });
  void session.start();
  return session;
}
