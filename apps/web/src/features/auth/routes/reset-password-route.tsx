import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordSchema } from '@refocus/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BusyButton } from '../../../components/busy-button';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmPasswordReset } from '../api/account-mail';
import { fieldOf, toastAuthError } from '../auth-errors';
import { ActionLinkProblem, actionLinkProblemOf } from '../components/action-link-problem';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/credential-fields';

const NewPasswordSchema = z.object({ password: PasswordSchema });

/**
 * `/reset-password?code=…` (the e-mailed link): choose a new password. Every other session
 * of the account ends; this browser is signed in with the new password.
 */
export default function ResetPasswordRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'auth.resetPassword.title',
    defaultMessage: 'Choose a new password',
  });
  usePageTitle(title);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [problem, setProblem] = useState<'expired' | 'invalid' | undefined>(code ? undefined : 'invalid');
  const form = useForm<{ password: string }>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { user } = await confirmPasswordReset({ code, password });
      await signIn(user.email, password);
      toast.success(
        intl.formatMessage({
          id: 'auth.resetPassword.changed',
          defaultMessage: 'Your password has been changed.',
        }),
      );
      navigate('/', { replace: true });
    } catch (error) {
      const linkProblem = actionLinkProblemOf(error);
      if (linkProblem) return setProblem(linkProblem);
      toastAuthError(intl, error);
      if (fieldOf(error, ['password']) && error instanceof Error)
        form.setError('password', { message: error.message });
    }
  });

  if (problem) return <ActionLinkProblem problem={problem} purpose="reset-password" />;
  return (
    <AuthCard
      title={title}
      footer={
        <Link to="/login" className="link font-medium text-brand">
          <FormattedMessage id="auth.resetPassword.backToLogin" defaultMessage="Back to login" />
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          registration={form.register('password')}
          error={form.formState.errors.password?.message}
          autoComplete="new-password"
          hint={intl.formatMessage({
            id: 'auth.resetPassword.hint',
            defaultMessage: '8 to 128 characters. You will be signed out everywhere else.',
          })}
        />
        <BusyButton type="submit" busy={form.formState.isSubmitting} className="btn btn-primary mt-2 w-full">
          <FormattedMessage id="auth.resetPassword.submit" defaultMessage="Set new password" />
        </BusyButton>
      </form>
    </AuthCard>
  );
}
