import { AppError } from '../../errors/app-error.js';
import type { User } from './user.js';

/** Listing a camera and booking one need a confirmed address (issue #13); browsing and signing in do not. */
export function requireVerifiedEmail(user: User): void {
  if (user.emailVerifiedAt === null) {
    throw new AppError(
      'auth/email-not-verified',
      'Confirm your e-mail address first: open the link we sent you, or ask for a new one.',
    );
  }
}
