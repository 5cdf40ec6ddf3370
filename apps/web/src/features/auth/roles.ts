import type { Role } from '@refocus/contract';

/** Spec §4 role flags → role; "when neither seller nor admin applies, My Orders shows". */
export function roleOf(flags: { seller: boolean; admin: boolean }): Role {
  if (flags.admin) return 'admin';
  if (flags.seller) return 'seller';
  return 'buyer';
}
