import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordResetRequest, PasswordResetRequestSchema } from '@refocus/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { requestPasswordReset } from '../api/account-mail';
import { toastAuthError } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/credential-fields';

/** The address the Login form carried over, if any. */
function typedOnLogin(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** `/forgot-password`: asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPasswordRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'auth.forgotPassword.title', defaultMessage: 'Forgot password' });
  usePageTitle(title);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const location = useLocation();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    // The address typed on Login comes along (issue 42, item 11): in the history state, not the URL.
    defaultValues: { email: typedOnLogin(location.state) },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      toastAuthError(intl, error);
    }
  });
  const footer = (
    <Link to="/login" className="link font-medium text-brand">
      <FormattedMessage id="auth.forgotPassword.backToLogin" defaultMessage="Back to login" />
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard
        title={intl.formatMessage({
          id: 'auth.forgotPassword.sentTitle',
          defaultMessage: 'Check your inbox',
        })}
        footer={footer}
      >
        <p className="text-center text-base-content/80">
          <FormattedMessage
            id="auth.forgotPassword.sent"
            defaultMessage="If an account uses <b>{email}</b>, we sent it a link to choose a new password. The link works once, for 1 hour."
            values={{ email: sentTo, b: (chunks) => <span className="font-medium">{chunks}</span> }}
          />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} footer={footer}>
      <p className="text-center text-base-content/80">
        <FormattedMessage
          id="auth.forgotPassword.explain"
          defaultMessage="Enter your e-mail address and we will send you a link."
        />
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField registration={form.register('email')} error={form.formState.errors.email?.message} />
        <BusyButton type="submit" busy={form.formState.isSubmitting} className="btn btn-primary mt-2 w-full">
          <FormattedMessage id="auth.forgotPassword.submit" defaultMessage="Send me a link" />
        </BusyButton>
      </form>
    </AuthCard>
  );
}
