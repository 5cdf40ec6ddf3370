import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { toast } from '../../../lib/toast';
import { resendVerification } from '../api/account-mail';

/** "Send the link again": mails a new verification link (rate-limited on the server). */
export function ResendVerificationButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const { sent } = await resendVerification();
      toast.success(
        sent ? 'We sent you a new link. Check your inbox.' : 'Your e-mail address is already confirmed.',
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not send the link. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton type="button" busy={busy} className={className ?? 'btn btn-sm'} onClick={resend}>
      Send the link again
    </BusyButton>
  );
}
