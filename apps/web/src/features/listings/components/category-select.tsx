import { CATEGORIES } from '@refocus/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';

/** Spec §2: a disabled "Category" placeholder, then 1 Canon (the spec's "Cannon"), 2 Sony, 3 Nikon. */
export function CategorySelect({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField label="Category" error={error}>
      {(control) => (
        <select {...control} {...registration} className="select w-full aria-[invalid=true]:border-error">
          <option value="" disabled>
            Category
          </option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
