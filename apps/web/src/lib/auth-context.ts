import type { AuthUser, ProfileUpdate, Role, SignupRequest } from '@refocus/contract';
import { createContext } from 'react';

/** What `useAuth()` answers (spec §3/§4). */
export interface AuthContextValue {
  /** The signed-in user with its role flags, or null when signed out. */
  user: AuthUser | null;
  /**
   * True until the first answer about the session, and again while a sign-in, registration
   * or profile update runs (spec §4).
   */
  loading: boolean;
  /** False only until the first answer about the session; guards and the gate wait for it. */
  ready: boolean;
  /** The user's role; null when signed out. Role flags come with the session. */
  role: Role | null;
  signIn(email: string, password: string): Promise<AuthUser>;
  register(request: SignupRequest): Promise<AuthUser>;
  /** Takes up the session the Google popup (opened by the caller, inside the click) set. */
  signInWithGoogle(popup: Promise<'signed-in' | 'closed'>): Promise<AuthUser>;
  updateProfile(update: ProfileUpdate): Promise<AuthUser>;
  /** Sets the profile photo (uploaded to our image host), or removes it with `null`. */
  setPhoto(file: File | null): Promise<AuthUser>;
  /**
   * Second step of a two-step sign-in: the challenge and a code from the app (or a recovery
   * code, which answers how many are left).
   */
  completeTwoStepSignIn(
    challenge: string,
    code: string,
  ): Promise<{ user: AuthUser; recoveryCodesLeft: number | undefined }>;
  /** Finishes a Google sign-in for an address with a password account: the password links them. */
  linkGoogleWithPassword(challenge: string, password: string): Promise<AuthUser>;
  /** Keeps a fresh access token of the same session (re-authentication, password change). */
  adoptAccessToken(answer: { accessToken: string; expiresIn: number }): void;
  /** Reads the signed-in user again (e.g. its address was just confirmed in this or another tab). */
  reloadUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
