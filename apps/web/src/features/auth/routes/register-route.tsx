import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PASSWORD_MIN, type SignupRequest, SignupRequestSchema } from '@refocus/contract';
import { Link, Navigate } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { EmailField, PasswordField } from '../components/credential-fields';
import { FormProblem } from '../components/form-problem';
import { GoogleButton } from '../components/google-button';
import { PendingSignInCard } from '../components/pending-sign-in-step';
import { useAuthForm } from '../use-auth-form';

/**
 * `/register` (spec §2): name, email, password and the seller choice, or Google (always a
 * buyer). The server creates the identity and the user record in one step.
 */
export default function RegisterRoute() {
  usePageTitle('Register');
  const { user, register: signUp } = useAuth();
  const { form, onSubmit, redirect, signInWithGoogle, pending, setPending, problem } =
    useAuthForm<SignupRequest>({
      resolver: zodResolver(SignupRequestSchema),
      defaultValues: { name: '', email: '', password: '', seller: false },
      fields: ['name', 'email', 'password'],
      submit: signUp,
      successMessage: MESSAGES.registered,
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
      title="Register"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={redirect.fromState} className="link font-medium text-brand">
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => (
            <input {...control} {...nameField} type="text" autoComplete="name" className="input w-full" />
          )}
        </FormField>
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            {...form.register('seller')}
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm"
          />
          Register as a Seller?
        </label>
        {problem?.code === 'auth/email-already-in-use' ? (
          <FormProblem message="This address already has an account.">
            <p className="mt-1 flex flex-wrap gap-x-4">
              <Link to="/login" state={redirect.fromState} className="link font-medium">
                Log in instead
              </Link>
              <Link
                to="/forgot-password"
                state={{ email: form.getValues('email') }}
                className="link font-medium"
              >
                Forgot password?
              </Link>
            </p>
          </FormProblem>
        ) : (
          <FormProblem message={problem && !problem.onField ? problem.message : null} />
        )}
        <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary mt-2 w-full">
          Register
        </BusyButton>
      </form>
      <GoogleButton label="SignIn With Google" onClick={signInWithGoogle} />
    </AuthCard>
  );
}
