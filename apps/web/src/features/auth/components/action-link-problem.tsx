import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { AuthCard } from './auth-card';
import { ResendVerificationButton } from './resend-verification-button';

interface ActionLinkProblemProps {
  /** `auth/expired-action-code` or `auth/invalid-action-code`. */
  problem: 'expired' | 'invalid';
  /** Which link it was: what the visitor can do next differs. */
  purpose: 'reset-password' | 'verify-email' | 'cancel-email-change';
}

const LIFETIME: Record<ActionLinkProblemProps['purpose'], string> = {
  'reset-password': 'Links to reset a password work for 1 hour.',
  'verify-email': 'Links to confirm an address work for 24 hours.',
  'cancel-email-change': 'Links to cancel a change of address work for 24 hours, like the change itself.',
};

/** The screens of an e-mailed link that no longer works: expired, or used / incomplete. */
export function ActionLinkProblem({ problem, purpose }: ActionLinkProblemProps) {
  const { user } = useAuth();
  const title = problem === 'expired' ? 'This link has expired' : 'This link is not valid';
  const reason =
    problem === 'expired'
      ? LIFETIME[purpose]
      : purpose === 'cancel-email-change'
        ? 'It was used already, the new address confirmed the change already, or it was not copied whole. If someone else changed your address, contact the shop.'
        : 'It was used already, a newer link replaced it, or it was not copied whole.';
  let next: ReactNode;
  if (purpose === 'cancel-email-change') {
    // A new password also ends every pending change of address.
    next = (
      <Link to="/forgot-password" className="btn btn-primary w-full">
        Choose a new password
      </Link>
    );
  } else if (purpose === 'reset-password') {
    next = (
      <Link to="/forgot-password" className="btn btn-primary w-full">
        Ask for a new link
      </Link>
    );
  } else if (user && !user.emailVerified) {
    next = <ResendVerificationButton className="btn btn-primary w-full" />;
  } else if (user) {
    next = (
      <Link to="/" className="btn btn-primary w-full">
        Go to the shop
      </Link>
    );
  } else {
    next = (
      <Link to="/login" className="btn btn-primary w-full">
        Sign in to ask for a new link
      </Link>
    );
  }
  return (
    <AuthCard
      title={title}
      footer={
        <Link to="/" className="link">
          Back to the shop
        </Link>
      }
    >
      <p className="text-center text-base-content/80">{reason}</p>
      {next}
    </AuthCard>
  );
}

/** The problem an API error names, if it is one of the two link codes. */
export function actionLinkProblemOf(error: unknown): 'expired' | 'invalid' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/expired-action-code') return 'expired';
  if (code === 'auth/invalid-action-code') return 'invalid';
  return undefined;
}
