import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/use-auth';

/** Only a signed-in user with an unconfirmed address sees the notice: a chunk of its own. */
export const loadVerifyEmailNotice = () => import('./verify-email-notice');

const VerifyEmailNotice = lazy(async () => ({ default: (await loadVerifyEmailNotice()).VerifyEmailNotice }));

/**
 * The "confirm your e-mail address" notice (verify-email-notice.tsx), loaded when there is
 * someone to show it to, so the first view's entry chunk need not carry it.
 */
export function SignedInVerifyEmailNotice() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice />
    </Suspense>
  );
}
