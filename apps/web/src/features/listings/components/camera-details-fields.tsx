import {
  INCLUDED_ITEMS,
  ITEM_TYPES,
  LENS_MOUNTS,
  TYPES_WITH_MOUNT,
  TYPES_WITH_SHUTTER,
  WORKS_NOTE_MAX,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/form-field';
import { includedItemLabel, itemTypeLabel, lensMountLabel } from '../../../lib/i18n/catalogue-labels';
import type { AddProductInput, AddProductValues } from '../add-product-schema';
import { useFormError } from '../form-messages';
import { FormInput } from './form-input';

const selectClass = 'select w-full aria-[invalid=true]:border-error';

const m = defineMessages({
  itemType: { id: 'listings.details.itemType', defaultMessage: 'Item type' },
  notSaid: { id: 'listings.details.notSaid', defaultMessage: 'Not said' },
  works: { id: 'listings.details.works', defaultMessage: 'Does everything work?' },
  worksYes: { id: 'listings.details.worksYes', defaultMessage: 'Yes, everything works' },
  worksNo: { id: 'listings.details.worksNo', defaultMessage: 'No, see the note' },
  worksNote: { id: 'listings.details.worksNote', defaultMessage: 'Note on what works' },
  worksNotePlaceholder: {
    id: 'listings.details.worksNotePlaceholder',
    defaultMessage: 'e.g. Light meter reads one stop over',
  },
  lensMount: { id: 'listings.details.lensMount', defaultMessage: 'Lens mount' },
  shutterCount: { id: 'listings.details.shutterCount', defaultMessage: 'Shutter count' },
});

/**
 * The camera details (issue 14, item 2), all optional: the type first, then only what applies
 * to it (a shutter count for bodies, a mount for anything but an accessory).
 */
export function CameraDetailsFields({
  form,
}: {
  form: UseFormReturn<AddProductInput, unknown, AddProductValues>;
}) {
  const intl = useIntl();
  const translated = useFormError();
  const { register, formState, watch } = form;
  const error = (name: keyof AddProductInput) => translated(formState.errors[name]?.message);
  const notSaid = intl.formatMessage(m.notSaid);
  const type = watch('itemType') as string;
  const typed = type ? (type as (typeof ITEM_TYPES)[number]) : null;
  const asksMount = typed === null || TYPES_WITH_MOUNT.includes(typed);
  const asksShutter = typed !== null && TYPES_WITH_SHUTTER.includes(typed);

  return (
    <fieldset className="grid gap-5 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">
        <FormattedMessage id="listings.details.legend" defaultMessage="Camera details" />
      </legend>
      <FormField label={intl.formatMessage(m.itemType)} error={error('itemType')}>
        {(control) => (
          <select {...control} {...register('itemType')} className={selectClass}>
            <option value="">{notSaid}</option>
            {ITEM_TYPES.map((t) => (
              <option key={t} value={t}>
                {itemTypeLabel(intl, t)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={intl.formatMessage(m.works)} error={error('works')}>
        {(control) => (
          <select {...control} {...register('works')} className={selectClass}>
            <option value="">{notSaid}</option>
            <option value="yes">{intl.formatMessage(m.worksYes)}</option>
            <option value="no">{intl.formatMessage(m.worksNo)}</option>
          </select>
        )}
      </FormField>
      <FormInput
        label={intl.formatMessage(m.worksNote)}
        registration={register('worksNote')}
        error={error('worksNote')}
        maxLength={WORKS_NOTE_MAX}
        placeholder={intl.formatMessage(m.worksNotePlaceholder)}
      />
      {asksMount && (
        <FormField label={intl.formatMessage(m.lensMount)} error={error('lensMount')}>
          {(control) => (
            <select {...control} {...register('lensMount')} className={selectClass}>
              <option value="">{notSaid}</option>
              {LENS_MOUNTS.map((m) => (
                <option key={m} value={m}>
                  {lensMountLabel(intl, m)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {asksShutter && (
        <FormInput
          label={intl.formatMessage(m.shutterCount)}
          registration={register('shutterCount')}
          error={error('shutterCount')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      )}
      <fieldset className="md:col-span-2">
        <legend className="mb-1 text-sm font-medium">
          <FormattedMessage id="listings.details.included" defaultMessage="What is included" />
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {INCLUDED_ITEMS.map((item) => (
            <label key={item} className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                value={item}
                {...register('included')}
                className="checkbox checkbox-sm"
              />
              {includedItemLabel(intl, item)}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
