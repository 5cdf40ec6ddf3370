import { defineMessages } from '@refocus/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
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

const m = defineMessages({
  lifetimeResetPassword: {
    id: 'auth.linkProblem.lifetimeResetPassword',
    defaultMessage: 'Links to reset a password work for 1 hour.',
  },
  lifetimeVerifyEmail: {
    id: 'auth.linkProblem.lifetimeVerifyEmail',
    defaultMessage: 'Links to confirm an address work for 24 hours.',
  },
  lifetimeCancelEmailChange: {
    id: 'auth.linkProblem.lifetimeCancelEmailChange',
    defaultMessage: 'Links to cancel a change of address work for 24 hours, like the change itself.',
  },
  expiredTitle: { id: 'auth.linkProblem.expiredTitle', defaultMessage: 'This link has expired' },
  invalidTitle: { id: 'auth.linkProblem.invalidTitle', defaultMessage: 'This link is not valid' },
  invalidCancelEmailChange: {
    id: 'auth.linkProblem.invalidCancelEmailChange',
    defaultMessage:
      'It was used already, the new address confirmed the change already, or it was not copied whole. If someone else changed your address, contact the shop.',
  },
  invalid: {
    id: 'auth.linkProblem.invalid',
    defaultMessage: 'It was used already, a newer link replaced it, or it was not copied whole.',
  },
});

const LIFETIME: Record<ActionLinkProblemProps['purpose'], MessageDescriptor> = {
  'reset-password': m.lifetimeResetPassword,
  'verify-email': m.lifetimeVerifyEmail,
  'cancel-email-change': m.lifetimeCancelEmailChange,
};

/** The screens of an e-mailed link that no longer works: expired, or used / incomplete. */
export function ActionLinkProblem({ problem, purpose }: ActionLinkProblemProps) {
  const { user } = useAuth();
  const intl = useIntl();
  const title = intl.formatMessage(problem === 'expired' ? m.expiredTitle : m.invalidTitle);
  const reasonMessage: MessageDescriptor =
    problem === 'expired'
      ? LIFETIME[purpose]
      : purpose === 'cancel-email-change'
        ? m.invalidCancelEmailChange
        : m.invalid;
  const reason = intl.formatMessage(reasonMessage);
  let next: ReactNode;
  if (purpose === 'cancel-email-change') {
    // A new password also ends every pending change of address.
    next = (
      <Link to="/forgot-password" className="btn btn-primary w-full">
        <FormattedMessage id="auth.linkProblem.chooseNewPassword" defaultMessage="Choose a new password" />
      </Link>
    );
  } else if (purpose === 'reset-password') {
    next = (
      <Link to="/forgot-password" className="btn btn-primary w-full">
        <FormattedMessage id="auth.linkProblem.askNewLink" defaultMessage="Ask for a new link" />
      </Link>
    );
  } else if (user && !user.emailVerified) {
    next = <ResendVerificationButton className="btn btn-primary w-full" />;
  } else if (user) {
    next = (
      <Link to="/" className="btn btn-primary w-full">
        <FormattedMessage id="auth.linkProblem.goToShop" defaultMessage="Go to the shop" />
      </Link>
    );
  } else {
    next = (
      <Link to="/login" className="btn btn-primary w-full">
        <FormattedMessage
          id="auth.linkProblem.signInForNewLink"
          defaultMessage="Sign in to ask for a new link"
        />
      </Link>
    );
  }
  return (
    <AuthCard
      title={title}
      footer={
        <Link to="/" className="link">
          <FormattedMessage id="auth.linkProblem.backToShop" defaultMessage="Back to the shop" />
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
