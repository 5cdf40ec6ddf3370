import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';

interface CredentialFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The email field of /login and /register. */
export function EmailField({ registration, error }: CredentialFieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <input {...control} {...registration} type="email" autoComplete="email" className="input w-full" />
      )}
    </FormField>
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  /** `current-password` to sign in, `new-password` to register (password managers tell them apart). */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** The password field of /login and /register. */
export function PasswordField({ registration, error, autoComplete, hint }: PasswordFieldProps) {
  return (
    <FormField label="Password" error={error} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="password"
          autoComplete={autoComplete}
          className="input w-full"
        />
      )}
    </FormField>
  );
}
