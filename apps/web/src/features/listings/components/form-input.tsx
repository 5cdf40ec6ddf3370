import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';

interface FormInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  error: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled input registered with react-hook-form, its error shown below it. */
export function FormInput({ label, error, hint, registration, className = '', ...input }: FormInputProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          {...registration}
          className="input w-full aria-[invalid=true]:border-error"
        />
      )}
    </FormField>
  );
}
