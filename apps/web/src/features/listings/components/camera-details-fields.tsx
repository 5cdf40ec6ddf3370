import {
  INCLUDED_ITEM_LABELS,
  INCLUDED_ITEMS,
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  LENS_MOUNT_LABELS,
  LENS_MOUNTS,
  TYPES_WITH_MOUNT,
  TYPES_WITH_SHUTTER,
  WORKS_NOTE_MAX,
} from '@refocus/contract';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import type { AddProductInput, AddProductValues } from '../add-product-schema';
import { FormInput } from './form-input';

const selectClass = 'select w-full aria-[invalid=true]:border-error';

/**
 * The camera details (issue 14, item 2), all optional: the type first, then only what applies
 * to it (a shutter count for bodies, a mount for anything but an accessory).
 */
export function CameraDetailsFields({
  form,
}: {
  form: UseFormReturn<AddProductInput, unknown, AddProductValues>;
}) {
  const { register, formState, watch } = form;
  const error = (name: keyof AddProductInput) => formState.errors[name]?.message;
  const type = watch('itemType') as string;
  const typed = type ? (type as (typeof ITEM_TYPES)[number]) : null;
  const asksMount = typed === null || TYPES_WITH_MOUNT.includes(typed);
  const asksShutter = typed !== null && TYPES_WITH_SHUTTER.includes(typed);

  return (
    <fieldset className="grid gap-5 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Camera details</legend>
      <FormField label="Item type" error={error('itemType')}>
        {(control) => (
          <select {...control} {...register('itemType')} className={selectClass}>
            <option value="">Not said</option>
            {ITEM_TYPES.map((t) => (
              <option key={t} value={t}>
                {ITEM_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Does everything work?" error={error('works')}>
        {(control) => (
          <select {...control} {...register('works')} className={selectClass}>
            <option value="">Not said</option>
            <option value="yes">Yes, everything works</option>
            <option value="no">No, see the note</option>
          </select>
        )}
      </FormField>
      <FormInput
        label="Note on what works"
        registration={register('worksNote')}
        error={error('worksNote')}
        maxLength={WORKS_NOTE_MAX}
        placeholder="e.g. Light meter reads one stop over"
      />
      {asksMount && (
        <FormField label="Lens mount" error={error('lensMount')}>
          {(control) => (
            <select {...control} {...register('lensMount')} className={selectClass}>
              <option value="">Not said</option>
              {LENS_MOUNTS.map((m) => (
                <option key={m} value={m}>
                  {LENS_MOUNT_LABELS[m]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {asksShutter && (
        <FormInput
          label="Shutter count"
          registration={register('shutterCount')}
          error={error('shutterCount')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      )}
      <fieldset className="md:col-span-2">
        <legend className="mb-1 text-sm font-medium">What is included</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {INCLUDED_ITEMS.map((item) => (
            <label key={item} className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                value={item}
                {...register('included')}
                className="checkbox checkbox-sm"
              />
              {INCLUDED_ITEM_LABELS[item]}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
