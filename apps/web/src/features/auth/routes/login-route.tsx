import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, LoginRequestSchema } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { brandName, useBrands } from '../../../components/brands/use-brands';
import { BusyButton } from '../../../components/busy-button';
import { SUCCESS } from '../../../lib/success-messages';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { EmailField, PasswordField } from '../components/credential-fields';
import { FormProblem } from '../components/form-problem';
import { GoogleButton } from '../components/google-button';
import { PendingSignInCard } from '../components/pending-sign-in-step';
import { signInReason } from '../sign-in-reason';
import { useAuthForm } from '../use-auth-form';

const m = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Login' },
  google: { id: 'auth.login.google', defaultMessage: 'Login With Google' },
});

/** `/login` (spec §2): email and password, or Google; then back to where the visitor came from. */
export default function LoginRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const { user, signIn } = useAuth();
  const { form, onSubmit, redirect, signInWithGoogle, pending, setPending, problem } =
    useAuthForm<LoginRequest>({
      resolver: zodResolver(LoginRequestSchema),
      defaultValues: { email: '', password: '' },
      fields: ['email', 'password'],
      submit: ({ email, password }) => signIn(email, password),
      successMessage: SUCCESS.loggedIn,
    });
  const { errors, isSubmitting } = form.formState;
  const { data: brands } = useBrands();
  const reason = signInReason(intl, redirect.fromState?.from, (id) => brandName(brands, id));
  // What "Forgot password?" carries over, so it need not be typed twice (issue 42, item 11).
  const email = useWatch({ control: form.control, name: 'email' });
  // The one thing to do here is to type the address (issue 42, item 11).
  useEffect(() => form.setFocus('email'), [form]);

  if (user) return <Navigate to={redirect.destination} replace />;
  if (pending) {
    return (
      <PendingSignInCard
        step={pending}
        onNext={setPending}
        onCancel={() => {
          setPending(null);
          redirect.fail();
        }}
      />
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage(m.title)}
      footer={
        <FormattedMessage
          id="auth.login.newHere"
          defaultMessage="New to Refocus? <link>Register</link>"
          values={{
            link: (chunks) => (
              <Link to="/register" state={redirect.fromState} className="link font-medium text-brand">
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      {reason && (
        <p className="rounded-box bg-base-200 px-4 py-3 text-center text-sm font-medium">{reason}</p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
        />
        <Link
          to="/forgot-password"
          state={email.trim() ? { email: email.trim() } : undefined}
          className="link -mt-2 self-end text-sm"
        >
          <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot password?" />
        </Link>
        <FormProblem message={problem && !problem.onField ? problem.message : null} />
        <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary mt-2 w-full">
          <FormattedMessage id="auth.login.submit" defaultMessage="Login" />
        </BusyButton>
      </form>
      <GoogleButton label={intl.formatMessage(m.google)} onClick={signInWithGoogle} />
    </AuthCard>
  );
}
