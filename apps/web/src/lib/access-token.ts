import type { ApiError } from './api-error';

/**
 * The seam between the API client and the auth module: the auth provider registers where
 * the current access token comes from and what to do when the server rejects the session.
 * Kept tiny and dependency-free so the API client does not pull the auth module in.
 */

/** Answers the current access token, or null when signed out; `forceRefresh` skips the cache. */
export type AccessTokenSource = (options?: { forceRefresh?: boolean }) => Promise<string | null>;

/** Told about `auth/user-disabled` and `auth/user-token-expired` from any API call. */
export type SessionRejectedHandler = (error: ApiError) => void;

let source: AccessTokenSource | null = null;
let rejected: SessionRejectedHandler | null = null;

/** Registers (or with null, removes) the token source; answers a function that unregisters it. */
export function setAccessTokenSource(next: AccessTokenSource | null): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

export function setSessionRejectedHandler(next: SessionRejectedHandler | null): () => void {
  rejected = next;
  return () => {
    if (rejected === next) rejected = null;
  };
}

/** The token for the next request, or null (no source, signed out, or the source failed). */
export async function getAccessToken(forceRefresh = false): Promise<string | null> {
  if (!source) return null;
  try {
    return await source({ forceRefresh });
  } catch {
    return null;
  }
}

export function reportSessionRejected(error: ApiError): void {
  rejected?.(error);
}
