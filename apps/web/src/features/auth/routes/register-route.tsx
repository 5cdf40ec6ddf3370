import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PASSWORD_MIN, type SignupRequest, SignupRequestSchema } from '@refocus/contract';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { fieldOf, toastAuthError } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { useGoogleSignIn } from '../components/use-google-sign-in';
import { useAuth } from '../use-auth';
import { useSignInRedirect } from '../use-sign-in-redirect';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * `/register` (spec §2): name, email, password and the seller choice, or Google (always a
 * buyer). The server creates the identity and the user record in one step.
 */
export default function RegisterRoute() {
  usePageTitle('Register');
  const { user, register: signUp } = useAuth();
  const redirect = useSignInRedirect();
  const google = useGoogleSignIn(redirect);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupRequest>({
    resolver: zodResolver(SignupRequestSchema),
    defaultValues: { name: '', email: '', password: '', seller: false },
  });

  if (user) return <Navigate to={redirect.destination} replace />;

  const onSubmit = async (request: SignupRequest) => {
    redirect.begin();
    try {
      await signUp(request);
      toast.success(MESSAGES.registered);
    } catch (error) {
      redirect.fail();
      toastAuthError(error);
      const field = fieldOf(error, FIELDS);
      if (field && error instanceof Error) setError(field, { message: error.message });
    }
  };

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
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              className="input w-full"
            />
          )}
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN} characters.`}
        >
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              className="input w-full"
            />
          )}
        </FormField>
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
          <input {...register('seller')} type="checkbox" className="checkbox checkbox-primary checkbox-sm" />
          Register as a Seller?
        </label>
        <button type="submit" className="btn btn-primary mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Register
        </button>
      </form>
      <GoogleButton label="SignIn With Google" onClick={google} />
    </AuthCard>
  );
}
