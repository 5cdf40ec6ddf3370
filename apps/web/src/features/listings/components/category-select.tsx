import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useBrands } from '../../../components/brands/use-brands';
import { FormField } from '../../../components/form-field';

/**
 * Spec §2: a disabled "Category" placeholder, then the brands of the menu in its order (issue 44):
 * 1 Canon (the spec's "Cannon"), 2 Sony, 3 Nikon and the ones admins added. `current` is the
 * form's starting value: chosen from the start, and kept as a choice when editing a listing whose
 * brand has left the menu.
 */
export function CategorySelect({
  registration,
  error,
  current,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  current?: string;
}) {
  const intl = useIntl();
  const { data: brands } = useBrands();
  const label = intl.formatMessage({ id: 'listings.category.label', defaultMessage: 'Category' });
  const missing = brands && current && !brands.some((brand) => String(brand.id) === current);
  return (
    <FormField label={label} error={error}>
      {(control) => (
        // A new element once the brands come, drawn with the starting value's option chosen.
        <select
          key={brands ? 'brands' : 'loading'}
          {...control}
          {...registration}
          defaultValue={current}
          className="select w-full aria-[invalid=true]:border-error"
        >
          <option value="" disabled>
            {brands
              ? intl.formatMessage({ id: 'listings.category.placeholder', defaultMessage: 'Category' })
              : intl.formatMessage({ id: 'listings.category.loading', defaultMessage: 'Loading brands…' })}
          </option>
          {brands?.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
          {missing && (
            <option value={current}>
              {intl.formatMessage({
                id: 'listings.category.missing',
                defaultMessage: "This listing's brand (not in the menu)",
              })}
            </option>
          )}
        </select>
      )}
    </FormField>
  );
}
