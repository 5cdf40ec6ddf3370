import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyEmail } from '../api/account-mail';
import { ActionLinkProblem } from '../components/action-link-problem';
import { AuthCard } from '../components/auth-card';
import { useLinkCode } from '../use-link-code';

/** `/verify-email?code=…` (the e-mailed link): confirms the address, once; again, it says so. */
export default function VerifyEmailRoute() {
  const intl = useIntl();
  usePageTitle(
    intl.formatMessage({ id: 'auth.verifyEmail.pageTitle', defaultMessage: 'Confirm your e-mail address' }),
  );
  const { reloadUser } = useAuth();
  const state = useLinkCode(async (code) => {
    const answer = await verifyEmail(code);
    // The signed-in person's banner and rights follow at once.
    await reloadUser().catch(() => undefined);
    return answer;
  });

  if (state.step === 'problem') return <ActionLinkProblem problem={state.problem} purpose="verify-email" />;
  const footer = (
    <Link to="/" className="link font-medium text-brand">
      <FormattedMessage id="auth.verifyEmail.goToShop" defaultMessage="Go to the shop" />
    </Link>
  );
  if (state.step === 'working') {
    return (
      <AuthCard
        title={intl.formatMessage({
          id: 'auth.verifyEmail.working',
          defaultMessage: 'Confirming your address…',
        })}
        footer={footer}
      >
        <span className="loading loading-spinner mx-auto" aria-hidden="true" />
      </AuthCard>
    );
  }
  const { email, alreadyConfirmed } = state.answer;
  if (alreadyConfirmed === true) {
    // The link was followed before (a second click, or a mail scanner's): nothing is wrong.
    return (
      <AuthCard
        title={intl.formatMessage({
          id: 'auth.verifyEmail.alreadyTitle',
          defaultMessage: 'Already confirmed',
        })}
        footer={footer}
      >
        <p className="text-center text-base-content/80">
          <FormattedMessage
            id="auth.verifyEmail.already"
            defaultMessage="<b>{email}</b> is confirmed already: there is nothing more to do."
            values={{ email, b: (chunks) => <span className="font-medium">{chunks}</span> }}
          />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.verifyEmail.doneTitle', defaultMessage: 'Address confirmed' })}
      footer={footer}
    >
      <p className="text-center text-base-content/80">
        <FormattedMessage
          id="auth.verifyEmail.done"
          defaultMessage="Thank you: <b>{email}</b> is confirmed. You can now list and book cameras."
          values={{ email, b: (chunks) => <span className="font-medium">{chunks}</span> }}
        />
      </p>
    </AuthCard>
  );
}
