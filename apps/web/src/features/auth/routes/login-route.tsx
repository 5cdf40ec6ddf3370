import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, LoginRequestSchema, MESSAGES } from '@refocus/contract';
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

const FIELDS = ['email', 'password'] as const;

/** `/login` (spec §2): email and password, or Google; then back to where the visitor came from. */
export default function LoginRoute() {
  usePageTitle('Login');
  const { user, signIn } = useAuth();
  const redirect = useSignInRedirect();
  const google = useGoogleSignIn(redirect);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  if (user) return <Navigate to={redirect.destination} replace />;

  const onSubmit = async ({ email, password }: LoginRequest) => {
    redirect.begin();
    try {
      await signIn(email, password);
      toast.success(MESSAGES.loggedIn);
    } catch (error) {
      redirect.fail();
      toastAuthError(error);
      const field = fieldOf(error, FIELDS);
      if (field && error instanceof Error) setError(field, { message: error.message });
    }
  };

  return (
    <AuthCard
      title="Login"
      footer={
        <>
          New to Refocus?{' '}
          <Link to="/register" state={redirect.fromState} className="link font-medium text-brand">
            Register
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
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
        <FormField label="Password" error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              className="input w-full"
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Login
        </button>
      </form>
      <GoogleButton label="Login With Google" onClick={google} />
    </AuthCard>
  );
}
