import { listingDetailsOfModel, type Model } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/form-field';
import { modelDetailQuery } from '../../../components/models/model-detail-query';
import type { AddProductInput, AddProductValues } from '../add-product-schema';
import { useFormError } from '../form-messages';
import { ModelCombobox } from './model-combobox';
import { SuggestedPrice } from './suggested-price';

/**
 * The catalogue's model of the listing (issue 44, item 3), chosen as the seller types; any other
 * words are theirs and name no model. A model chosen sets the brand, type and mount, as the server
 * will, and, when it has a price guide, suggests its median as the asking price. The form
 * sends `modelSlug`: the model chosen, `null` once the words no longer name it.
 */
export function ModelField({ form }: { form: UseFormReturn<AddProductInput, unknown, AddProductValues> }) {
  const intl = useIntl();
  const translated = useFormError();
  const { field, fieldState } = useController({ control: form.control, name: 'modelSlug' });
  const slug = (field.value as string | null | undefined) ?? null;
  const chosen = useQuery({ ...modelDetailQuery(slug ?? ''), enabled: slug !== null });
  // Null until the seller types: the field then shows the listing's model once it has loaded.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? chosen.data?.name ?? '';
  const check = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const choose = (model: Model) => {
    setTyped(model.name);
    field.onChange(model.slug);
    form.setValue('categoryId', String(model.brand.id), check);
    const details = listingDetailsOfModel(model);
    form.setValue('itemType', details.itemType, check);
    form.setValue('lensMount', details.lensMount ?? '', check);
    if (!String(form.getValues('name') ?? '').trim()) form.setValue('name', model.name, check);
  };
  const type = (words: string) => {
    setTyped(words);
    if (slug !== null) field.onChange(null);
  };
  const guide = chosen.data?.priceGuide;

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <FormField
        label={intl.formatMessage({ id: 'listings.model.label', defaultMessage: 'Model' })}
        error={translated(fieldState.error?.message)}
        hint={intl.formatMessage({
          id: 'listings.model.hint',
          defaultMessage:
            'Optional: choose it from the list for its price guide; its brand, type and mount follow',
        })}
      >
        {(control) => <ModelCombobox control={control} text={text} onType={type} onChoose={choose} />}
      </FormField>
      <div aria-live="polite">
        {slug !== null && guide && (
          <SuggestedPrice guide={guide} onUse={(price) => form.setValue('resalePrice', price, check)} />
        )}
        {slug !== null && chosen.data && !guide && (
          <p className="text-sm text-base-content/75">
            <FormattedMessage
              id="listings.model.noGuide"
              defaultMessage="No suggested price yet: too few of this model have sold here in the last 12 months."
            />
          </p>
        )}
      </div>
    </div>
  );
}
