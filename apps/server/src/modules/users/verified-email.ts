import { AppError } from '../../errors/app-error.js';
import type { User } from './user.js';
import { usersErrors } from './users-errors.js';

/** Listing a camera and booking one need a confirmed address (issue #13); browsing and signing in do not. */
export function requireVerifiedEmail(user: User): void {
  if (user.emailVerifiedAt === null) {
    throw new AppError('auth/email-not-verified', usersErrors.confirmEMailAddress);
  }
}
