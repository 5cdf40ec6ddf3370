import { useState } from 'react';
import { useLocation } from 'react-router';
import type { FromState } from './components/require-auth';

/**
 * Where /login and /register send a signed-in user (spec §2): after signing in here, back
 * to the page the guard came from (or /); a visitor already signed in goes to / (also a
 * signed-in user who lacked a role, who would otherwise bounce back and forth).
 */
export function useSignInRedirect() {
  const location = useLocation();
  const fromState = (location.state as FromState | null) ?? null;
  const from = fromState?.from;
  const [signingIn, setSigningIn] = useState(false);
  return {
    /** The location state to pass on between /login and /register. */
    fromState,
    destination: signingIn && from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/',
    begin: () => setSigningIn(true),
    fail: () => setSigningIn(false),
  };
}
