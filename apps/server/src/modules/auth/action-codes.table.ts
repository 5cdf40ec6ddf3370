/** A single-use link sent by e-mail, stored as a hash (migration 005). */
export interface ActionCodesTable {
  id: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password' | 'change-email';
  code_hash: string;
  /** The address the code was sent to: verifying it confirms this address only. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
