/**
 * A live account as the rest of the server sees it, and the type of the authenticated
 * caller: flags are booleans, and the password hash is left behind at the repository —
 * only the password check reads it (findSignInByEmail), so no caller object can leak it.
 */
export interface User {
  id: string;
  name: string;
  email: string;
  googleSub: string | null;
  photoUrl: string | null;
  /** The stored image behind `photoUrl` when it was uploaded to our image host. */
  photoImageId: string | null;
  /** The account can sign in with a password (the hash itself stays in the database). */
  hasPassword: boolean;
  seller: boolean;
  admin: boolean;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** When the address was confirmed (a link followed, or vouched for by Google or an operator). */
  emailVerifiedAt: string | null;
}

/** What a new account is made of; the repository gives it its id and creation time. */
export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  photoUrl: string | null;
  seller: boolean;
  admin: boolean;
  lastSignInAt: string | null;
  /** Unconfirmed unless said otherwise. */
  emailVerifiedAt?: string | null;
  /** Now, by the caller's clock. */
  createdAt: string;
}

/** The fields of an account that change after sign-up. */
export interface UserChanges {
  name?: string;
  photoUrl?: string | null;
  photoImageId?: string | null;
  passwordHash?: string;
  seller?: boolean;
  admin?: boolean;
  disabled?: boolean;
  googleSub?: string | null;
  /** Already normalized (normalizeEmail). */
  email?: string;
  lastSignInAt?: string;
  emailVerifiedAt?: string | null;
  /** The seller terms were accepted at this time (becoming a seller after sign-up). */
  sellerTermsAcceptedAt?: string;
}
