import { defineMessages } from '@refocus/i18n';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { toast } from '../../../lib/toast';
import { resendVerification } from '../api/account-mail';

const m = defineMessages({
  sent: { id: 'auth.resend.sent', defaultMessage: 'We sent you a new link. Check your inbox.' },
  alreadyConfirmed: {
    id: 'auth.resend.alreadyConfirmed',
    defaultMessage: 'Your e-mail address is already confirmed.',
  },
  failed: { id: 'auth.resend.failed', defaultMessage: 'Could not send the link. Please try again.' },
});

/** "Send the link again": mails a new verification link (rate-limited on the server). */
export function ResendVerificationButton({ className }: { className?: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const { sent } = await resendVerification();
      toast.success(intl.formatMessage(sent ? m.sent : m.alreadyConfirmed));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : intl.formatMessage(m.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton type="button" busy={busy} className={className ?? 'btn btn-sm'} onClick={resend}>
      <FormattedMessage id="auth.resend.button" defaultMessage="Send the link again" />
    </BusyButton>
  );
}
