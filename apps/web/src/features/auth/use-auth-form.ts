import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { errorMessage, fieldOf, SIGN_IN_TOAST, toastAuthError } from './auth-errors';
import { useGoogleSignIn } from './components/use-google-sign-in';
import { type PendingSignIn, pendingSignInOf } from './pending-sign-in';
import { useSignInRedirect } from './use-sign-in-redirect';

interface AuthFormOptions<Values extends FieldValues> {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** The fields a server error may name; its message then shows under that field. */
  fields: readonly Path<Values>[];
  /** Signs in or registers; rejects with the server's error. */
  submit: (values: Values) => Promise<unknown>;
  /** The toast after success (spec §8), said in the page's language. */
  successMessage: MessageDescriptor;
}

/** The last refusal, kept for the screen to say under the form. */
export interface AuthProblem {
  code: string | null;
  message: string;
  /** True when the message already shows under one of the form's fields. */
  onField: boolean;
}

/**
 * What /login and /register share: the form, the redirect back to where the visitor came
 * from once signed in, Google sign-in, and a failure shown as a toast and under its field
 * (or under the form, when it names none).
 */
export function useAuthForm<Values extends FieldValues>(options: AuthFormOptions<Values>) {
  const { resolver, defaultValues, fields, submit, successMessage } = options;
  const intl = useIntl();
  const redirect = useSignInRedirect();
  // A half-done sign-in (a code owed, or a password that links Google) shows its own step.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const signInWithGoogle = useGoogleSignIn(redirect, setPending);
  const form = useForm<Values>({ resolver, defaultValues });
  const [problem, setProblem] = useState<AuthProblem | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    redirect.begin();
    setProblem(null);
    try {
      await submit(values);
      toast.success(intl.formatMessage(successMessage), { id: SIGN_IN_TOAST });
    } catch (error) {
      const step = pendingSignInOf(error);
      if (step) {
        setPending(step);
        return;
      }
      redirect.fail();
      toastAuthError(intl, error, SIGN_IN_TOAST);
      const field = fieldOf(error, fields);
      if (field && error instanceof Error) form.setError(field, { message: error.message });
      setProblem({
        code: error instanceof ApiError ? error.code : null,
        message: errorMessage(intl, error),
        onField: Boolean(field),
      });
    }
  });

  return { form, onSubmit, redirect, signInWithGoogle, pending, setPending, problem };
}
