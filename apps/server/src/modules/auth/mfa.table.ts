/** The tables of two-step sign-in (migration 006, decision 017), owned by mfa.repository.ts. */
/** One authenticator app per user (migration 006, decision 017). */
export interface TotpFactorsTable {
  user_id: string;
  /** AES-256-GCM, key derived from the token secret: see totp-secret-box.ts. */
  secret_encrypted: string;
  /** Null while the enrolment waits for its confirming code. */
  enabled_at: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  last_used_step: number | null;
  created_at: string;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}
