import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../../lib/use-auth';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * Shown to a signed-in user whose address is not confirmed yet: they may browse, but listing,
 * booking, reporting, saved searches, two-step sign-in and Google linking wait for the
 * e-mailed link (the server answers `auth/email-not-verified`).
 */
export function VerifyEmailNotice() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/15 px-4 py-2 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <span>
          <FormattedMessage
            id="auth.verifyNotice.text"
            defaultMessage="Confirm your e-mail address to list, book, report and save searches: open the link we sent to <b>{email}</b>."
            values={{ email: user.email, b: (chunks) => <span className="font-medium">{chunks}</span> }}
          />
        </span>
        <ResendVerificationButton className="btn btn-xs" />
      </div>
    </div>
  );
}
