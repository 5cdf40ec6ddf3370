import { FormattedMessage } from 'react-intl';
import { ResendVerificationButton } from '../resend-verification-button';

/**
 * In place of a setting that needs a confirmed address (two-step sign-in, Google linking):
 * the server refuses both until then (issue 41), so the screen says why and offers the link again.
 */
export function ConfirmAddressFirst({ what, email }: { what: 'two-step' | 'google'; email: string }) {
  return (
    <div role="note" className="flex flex-col items-start gap-2 text-sm">
      <p>
        <FormattedMessage
          id="account.confirmFirst.text"
          defaultMessage="Confirm your e-mail address first to {what, select, google {link a Google account} other {set up two-step sign-in}}: open the link we sent to <b>{email}</b>."
          values={{ what, email, b: (chunks) => <span className="font-medium">{chunks}</span> }}
        />
      </p>
      <ResendVerificationButton className="btn btn-sm" />
    </div>
  );
}
