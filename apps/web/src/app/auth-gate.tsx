import type { ReactNode } from 'react';

/**
 * Spec §2: "While the auth state is loading, a progress bar replaces everything."
 * Sign-in does not exist yet, so the visitor is always signed out and this passes through.
 * Later: `const { loading } = useAuth(); if (loading) return <PageProgress />;`
 */
export function AuthGate({ children }: { children: ReactNode }) {
  return children;
}
