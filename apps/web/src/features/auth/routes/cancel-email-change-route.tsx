import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { cancelEmailChange } from '../api/account-mail';
import { ActionLinkProblem } from '../components/action-link-problem';
import { AuthCard } from '../components/auth-card';
import { useLinkCode } from '../use-link-code';

/**
 * `/cancel-email-change?code=…` (the link mailed to the account's address when a change of
 * address is asked for, issue 41): stops the change, once, signed in or not.
 */
export default function CancelEmailChangeRoute() {
  const intl = useIntl();
  usePageTitle(
    intl.formatMessage({
      id: 'auth.cancelEmailChange.pageTitle',
      defaultMessage: 'Cancel the change of address',
    }),
  );
  const state = useLinkCode(cancelEmailChange);

  if (state.step === 'problem') {
    return <ActionLinkProblem problem={state.problem} purpose="cancel-email-change" />;
  }
  const footer = (
    <Link to="/" className="link font-medium text-brand">
      <FormattedMessage id="auth.cancelEmailChange.goToShop" defaultMessage="Go to the shop" />
    </Link>
  );
  if (state.step === 'working') {
    return (
      <AuthCard
        title={intl.formatMessage({
          id: 'auth.cancelEmailChange.working',
          defaultMessage: 'Cancelling the change…',
        })}
        footer={footer}
      >
        <span className="loading loading-spinner mx-auto" aria-hidden="true" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={intl.formatMessage({
        id: 'auth.cancelEmailChange.doneTitle',
        defaultMessage: 'Change cancelled',
      })}
      footer={footer}
    >
      <p className="text-center text-base-content/80">
        <FormattedMessage
          id="auth.cancelEmailChange.done"
          defaultMessage="Your account keeps this e-mail address. If you did not ask for the change, someone else knows your password or is signed in: choose a new password now."
        />
      </p>
      <Link to="/forgot-password" className="btn btn-primary w-full">
        <FormattedMessage id="auth.cancelEmailChange.newPassword" defaultMessage="Choose a new password" />
      </Link>
    </AuthCard>
  );
}
