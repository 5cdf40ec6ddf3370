import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { AuthProvider } from '../features/auth/auth-provider';
import type { Session } from '../features/auth/deferred-session';
import { I18nProvider, type PageLanguage } from '../lib/i18n/i18n-provider';
import { useSignedInUi } from './signed-in-ui';

interface AppProvidersProps {
  queryClient: QueryClient;
  session: Session;
  /** The language and currency the page is drawn in (the server's choice, or the visitor's since). */
  language: PageLanguage;
  children: ReactNode;
  /**
   * Follow the user's live events (the default). Component tests turn it off: they answer
   * requests through `inject`, which cannot hold a stream open (the live-events journeys cover it).
   */
  liveUpdates?: boolean;
}

/**
 * App-wide context: the language, the query cache, then the session (it drops cached answers on
 * a change of user).
 */
export function AppProviders({
  queryClient,
  session,
  language,
  children,
  liveUpdates = true,
}: AppProvidersProps) {
  return (
    <I18nProvider language={language}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider session={session}>
          {children}
          {liveUpdates && <LiveUpdates />}
          <HydrationMark />
          <LazyToaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** Follows a signed-in user's live events; the code comes with the signed-in chunk. */
function LiveUpdates() {
  const { module } = useSignedInUi();
  return module && <module.LiveUpdates />;
}

/**
 * Marks the page (`<html data-hydrated>`) once React has taken over the server-drawn HTML:
 * before that its buttons do nothing, and the journeys wait for the mark before clicking one.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
