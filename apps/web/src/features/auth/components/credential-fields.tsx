import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField } from '../../../components/form-field';

interface CredentialFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The email field of /login and /register. */
export function EmailField({ registration, error }: CredentialFieldProps) {
  const intl = useIntl();
  return (
    <FormField label={intl.formatMessage({ id: 'auth.field.email', defaultMessage: 'Email' })} error={error}>
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
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage({ id: 'auth.field.password', defaultMessage: 'Password' })}
      error={error}
      {...(hint ? { hint } : {})}
    >
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
