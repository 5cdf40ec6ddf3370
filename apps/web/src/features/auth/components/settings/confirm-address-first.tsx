import { ResendVerificationButton } from '../resend-verification-button';

/**
 * In place of a setting that needs a confirmed address (two-step sign-in, Google linking):
 * the server refuses both until then (issue 41), so the screen says why and offers the link again.
 */
export function ConfirmAddressFirst({ what, email }: { what: string; email: string }) {
  return (
    <div role="note" className="flex flex-col items-start gap-2 text-sm">
      <p>
        Confirm your e-mail address first to {what}: open the link we sent to{' '}
        <span className="font-medium">{email}</span>.
      </p>
      <ResendVerificationButton className="btn btn-sm" />
    </div>
  );
}
