/** A single-use link sent by e-mail, stored as a hash (migration 005). */
export interface ActionCodesTable {
  id: string;
  user_id: string;
  /** `cancel-email-change`: sent to the old address when a change is asked for (issue 41, item 2). */
  purpose: 'verify-email' | 'reset-password' | 'change-email' | 'cancel-email-change';
  code_hash: string;
  /** The address the code was sent to: verifying it confirms this address only. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
