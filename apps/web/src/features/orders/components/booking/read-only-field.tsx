import { FormField } from '../../../../components/form-field';

/** A form value the user sees but cannot change (taken from the session or the listing). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label}>
      {(control) => (
        <input
          {...control}
          value={value}
          readOnly
          className="input w-full bg-base-200 text-base-content/80"
        />
      )}
    </FormField>
  );
}
