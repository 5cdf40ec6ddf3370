import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export type { AuthContextValue } from './auth-context';

/** The session: user, loading flag, role and the sign-in/out actions. Needs `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs <AuthProvider> above it');
  return value;
}
