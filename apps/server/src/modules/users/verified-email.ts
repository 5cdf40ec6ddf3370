import { AppError } from '../../errors/app-error.js';
import type { UserRow } from './users.repository.js';

/** Listing a camera and booking one need a confirmed address (issue #13); browsing and signing in do not. */
export function requireVerifiedEmail(user: UserRow): void {
  if (user.email_verified_at === null) {
    throw new AppError(
      'auth/email-not-verified',
      'Confirm your e-mail address first: open the link we sent you, or ask for a new one.',
    );
  }
}
