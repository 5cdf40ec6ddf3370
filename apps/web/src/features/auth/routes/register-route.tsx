import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, type SignupRequest, SignupRequestSchema } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { SUCCESS } from '../../../lib/success-messages';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { EmailField, PasswordField } from '../components/credential-fields';
import { FormProblem } from '../components/form-problem';
import { GoogleButton } from '../components/google-button';
import { PendingSignInCard } from '../components/pending-sign-in-step';
import { useAuthForm } from '../use-auth-form';

const m = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Register' },
  name: { id: 'auth.register.name', defaultMessage: 'Name' },
  alreadyUsed: { id: 'auth.register.alreadyUsed', defaultMessage: 'This address already has an account.' },
  google: { id: 'auth.register.google', defaultMessage: 'SignIn With Google' },
});

/**
 * `/register` (spec §2): name, email, password and the seller choice, or Google (always a
 * buyer). The server creates the identity and the user record in one step.
 */
export default function RegisterRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const { user, register: signUp } = useAuth();
  const { form, onSubmit, redirect, signInWithGoogle, pending, setPending, problem } =
    useAuthForm<SignupRequest>({
      resolver: zodResolver(SignupRequestSchema),
      defaultValues: { name: '', email: '', password: '', seller: false },
      fields: ['name', 'email', 'password'],
      submit: signUp,
      successMessage: SUCCESS.registered,
    });
  const { errors, isSubmitting } = form.formState;
  // Registered first, so an empty submit focuses the first field of the form, not the first
  // one registered (the others are registered here, the name inside its FormField; issue 42).
  const nameField = form.register('name');

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
          id="auth.register.haveAccount"
          defaultMessage="Already have an account? <link>Login</link>"
          values={{
            link: (chunks) => (
              <Link to="/login" state={redirect.fromState} className="link font-medium text-brand">
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={intl.formatMessage(m.name)} error={errors.name?.message}>
          {(control) => (
            <input {...control} {...nameField} type="text" autoComplete="name" className="input w-full" />
          )}
        </FormField>
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
          hint={intl.formatMessage(
            { id: 'auth.register.passwordHint', defaultMessage: 'At least {min} characters.' },
            { min: PASSWORD_MIN },
          )}
        />
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            {...form.register('seller')}
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm"
          />
          <FormattedMessage id="auth.register.asSeller" defaultMessage="Register as a Seller?" />
        </label>
        {problem?.code === 'auth/email-already-in-use' ? (
          <FormProblem message={intl.formatMessage(m.alreadyUsed)}>
            <p className="mt-1 flex flex-wrap gap-x-4">
              <Link to="/login" state={redirect.fromState} className="link font-medium">
                <FormattedMessage id="auth.register.logInInstead" defaultMessage="Log in instead" />
              </Link>
              <Link
                to="/forgot-password"
                state={{ email: form.getValues('email') }}
                className="link font-medium"
              >
                <FormattedMessage id="auth.register.forgotPassword" defaultMessage="Forgot password?" />
              </Link>
            </p>
          </FormProblem>
        ) : (
          <FormProblem message={problem && !problem.onField ? problem.message : null} />
        )}
        <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary mt-2 w-full">
          <FormattedMessage id="auth.register.submit" defaultMessage="Register" />
        </BusyButton>
      </form>
      <GoogleButton label={intl.formatMessage(m.google)} onClick={signInWithGoogle} />
    </AuthCard>
  );
}
