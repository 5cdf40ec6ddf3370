import type { AccountLanguage, AuthSession, AuthUser, ProfileUpdate, SignupRequest } from '@refocus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../../lib/api-client';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { useLocaleChoice } from '../../lib/i18n/i18n-provider';
import { toast } from '../../lib/toast';
import type { Session } from './deferred-session';
import type { PopupOutcome } from './google-popup';
import { popupClosedByUser } from './popup-closed';
import { roleOf } from './roles';

interface AuthProviderProps {
  session: Session;
  children: ReactNode;
}

/**
 * Spec §4 auth state for React: the user from the session manager, `loading` until the
 * first answer and again while a sign-in, registration or profile update runs.
 */
export function AuthProvider({ session, children }: AuthProviderProps) {
  // The server renders with a session of its own (server-session.ts), so its snapshot is the one to use.
  const { ready, user } = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const [pending, setPending] = useState(0);
  const queryClient = useQueryClient();
  const { locale, switchTo } = useLocaleChoice();
  const localeRef = useRef(locale);
  localeRef.current = locale;

  // A session that ends by itself (disabled account, revoked session) says why.
  useEffect(() => session.onAutomaticSignOut((error) => toast.error(error.message)), [session]);

  // Another user's (or no user's) cached answers must not show: drop them on a change of
  // user. Not on the first answer: the route loaders' prefetched data is the visitor's own.
  const uid = user?.uid ?? null;
  const previousUid = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    const previous = previousUid.current;
    previousUid.current = uid;
    if (previous === undefined || previous === uid) return;
    queryClient.removeQueries({ type: 'inactive' });
    // Signed out, the screen on show is usually about to leave for /login: no refetch now.
    void queryClient.invalidateQueries({ refetchType: uid ? 'active' : 'none' });
  }, [ready, uid, queryClient]);

  const actions = useMemo(() => {
    const track = async <T,>(work: () => Promise<T>): Promise<T> => {
      setPending((count) => count + 1);
      try {
        return await work();
      } finally {
        setPending((count) => count - 1);
      }
    };
    /**
     * Once signed in (password, Google, two-step), the page takes up the language the account chose
     * for itself (issue 47), if it is another: asked afterwards, so the sign-in waits for nothing.
     */
    const signedIn = <T,>(work: Promise<T>): Promise<T> =>
      work.then((result) => {
        apiRequest<AccountLanguage>('/account/language')
          .then(({ language }) =>
            language && language !== localeRef.current ? switchTo(language) : undefined,
          )
          .catch(() => undefined);
        return result;
      });
    return {
      signIn: (email: string, password: string) => signedIn(track(() => session.signIn({ email, password }))),
      register: (request: SignupRequest) => track(() => session.signUp(request)),
      // The caller opens the popup inside the click (or the browser blocks it); its code comes
      // with the screens that have a Google button, not with every first view.
      signInWithGoogle: (popup: Promise<PopupOutcome>) =>
        signedIn(
          track(async () => {
            if ((await popup) === 'signed-in') return session.adoptCookieSession();
            // Closed without a word: signed in all the same if the popup set a session.
            return session.adoptCookieSession().catch(() => {
              throw popupClosedByUser();
            });
          }),
        ),
      updateProfile: (update: ProfileUpdate) =>
        track(async () => {
          const answer = await apiRequest<{ user: AuthUser }>('/auth/profile', {
            method: 'PATCH',
            body: update,
          });
          session.replaceUser(answer.user);
          return answer.user;
        }),
      // Not tracked as `loading`: the settings page stays on screen, showing its own progress.
      setPhoto: async (file: File | null) => {
        const body = new FormData();
        if (file) body.append('image', file);
        const answer = await apiRequest<{ user: AuthUser }>(
          '/account/photo',
          file ? { method: 'PUT', body } : { method: 'DELETE' },
        );
        session.replaceUser(answer.user);
        return answer.user;
      },
      completeTwoStepSignIn: (challenge: string, code: string) =>
        signedIn(
          track(async () => {
            let recoveryCodesLeft: number | undefined;
            const user = await session.signInWith(async (signal) => {
              const answer = await apiRequest<AuthSession>('/auth/mfa/sign-in', {
                method: 'POST',
                body: { challenge, code },
                signal,
                anonymous: true,
              });
              recoveryCodesLeft = answer.recoveryCodesLeft;
              return answer;
            });
            return { user, recoveryCodesLeft };
          }),
        ),
      linkGoogleWithPassword: (challenge: string, password: string) =>
        signedIn(
          track(() =>
            session.signInWith((signal) =>
              apiRequest<AuthSession>('/auth/google/link', {
                method: 'POST',
                body: { challenge, password },
                signal,
                anonymous: true,
              }),
            ),
          ),
        ),
      adoptAccessToken: (answer: { accessToken: string; expiresIn: number }) =>
        session.replaceAccessToken(answer.accessToken, answer.expiresIn),
      reloadUser: async () => {
        if (!session.getSnapshot().user) return null;
        const answer = await apiRequest<{ user: AuthUser }>('/auth/me');
        session.replaceUser(answer.user);
        return answer.user;
      },
      signOut: () => session.signOut(),
    };
  }, [session, switchTo]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      ready,
      loading: !ready || pending > 0,
      role: user ? roleOf(user) : null,
      ...actions,
    }),
    [user, ready, pending, actions],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
