import {
  MODEL_FIRST_YEAR,
  MODEL_MOUNTS,
  MODEL_NAME_MAX,
  MODEL_TYPES,
  ModelCreateSchema,
  SLUG_MAX,
  slugOf,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrands } from '../../../components/brands/use-brands';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { errorsOfFailure, errorsOfIssues, type FieldErrors } from '../../../lib/field-errors';
import { MODEL_TYPE_LABELS } from '../model-labels';
import type { useModelActions } from '../use-model-actions';

const FIELDS = ['name', 'slug', 'brandId', 'type', 'mount', 'year'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = { name: '', slug: '', brandId: '', type: '', mount: '', year: '' } satisfies Record<
  Field,
  string
>;
const lastYear = new Date().getUTCFullYear() + 1;

const m = defineMessages({
  chooseBrand: { id: 'models.add.chooseBrand', defaultMessage: 'Choose a brand' },
  chooseType: { id: 'models.add.chooseType', defaultMessage: 'Choose a type' },
});

/** What the form holds, as the contract's `ModelCreateSchema` takes it: an empty choice is none. */
function modelOf(values: Record<Field, string>) {
  return {
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    brandId: values.brandId ? Number(values.brandId) : undefined,
    type: values.type || undefined,
    mount: values.mount || null,
    year: values.year.trim() ? Number(values.year) : undefined,
  };
}

/** A model for the catalogue (issue 44, item 2): name, brand, type, mount and the year it came out. */
export function AddModelForm({ create }: { create: ReturnType<typeof useModelActions>['create'] }) {
  const intl = useIntl();
  const { data: brands } = useBrands();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ModelCreateSchema.safeParse(modelOf(values));
    if (!parsed.success) {
      setErrors({
        ...errorsOfIssues(parsed.error.issues, FIELDS),
        // A choice not made reads better than the type error the schema gives for it.
        ...(values.brandId ? {} : { brandId: intl.formatMessage(m.chooseBrand) }),
        ...(values.type ? {} : { type: intl.formatMessage(m.chooseType) }),
      });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setValues(EMPTY),
      onError: (failure) => setErrors(errorsOfFailure(failure, FIELDS)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={intl.formatMessage({ id: 'models.add.name', defaultMessage: 'Model name' })}
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              value={values.name}
              onChange={set('name')}
              maxLength={MODEL_NAME_MAX}
              placeholder={intl.formatMessage({
                id: 'models.add.namePlaceholder',
                defaultMessage: 'e.g. Fujifilm X-T5',
              })}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'models.add.slug', defaultMessage: 'Slug (optional)' })}
          error={errors.slug}
          hint={
            slugOf(values.name)
              ? intl.formatMessage(
                  {
                    id: 'models.add.slugHintFrom',
                    defaultMessage: 'Left empty, it follows from the name: {slug}',
                  },
                  { slug: slugOf(values.name) },
                )
              : intl.formatMessage({
                  id: 'models.add.slugHint',
                  defaultMessage: 'Left empty, it follows from the name',
                })
          }
        >
          {(control) => (
            <input
              {...control}
              value={values.slug}
              onChange={set('slug')}
              maxLength={SLUG_MAX}
              className="input w-full font-mono"
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'models.add.brand', defaultMessage: 'Brand' })}
          error={errors.brandId}
        >
          {(control) => (
            <select {...control} value={values.brandId} onChange={set('brandId')} className="select w-full">
              <option value="">
                {brands
                  ? intl.formatMessage(m.chooseBrand)
                  : intl.formatMessage({ id: 'models.add.loadingBrands', defaultMessage: 'Loading brands…' })}
              </option>
              {brands?.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'models.add.type', defaultMessage: 'Type' })}
          error={errors.type}
        >
          {(control) => (
            <select {...control} value={values.type} onChange={set('type')} className="select w-full">
              <option value="">{intl.formatMessage(m.chooseType)}</option>
              {MODEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage(MODEL_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'models.add.mount', defaultMessage: 'Mount' })}
          error={errors.mount}
          hint={intl.formatMessage({
            id: 'models.add.mountHint',
            defaultMessage: 'A body or lens has one; a compact has none; a film camera either',
          })}
        >
          {(control) => (
            <select {...control} value={values.mount} onChange={set('mount')} className="select w-full">
              <option value="">
                {intl.formatMessage({ id: 'models.add.noMount', defaultMessage: 'No mount' })}
              </option>
              {MODEL_MOUNTS.map((mount) => (
                <option key={mount} value={mount}>
                  {mount}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'models.add.year', defaultMessage: 'Year it came out' })}
          error={errors.year}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={MODEL_FIRST_YEAR}
              max={lastYear}
              value={values.year}
              onChange={set('year')}
              className="input w-full"
            />
          )}
        </FormField>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div>
        <BusyButton type="submit" busy={create.isPending} className="btn btn-primary">
          <FormattedMessage id="models.add.submit" defaultMessage="Add model" />
        </BusyButton>
      </div>
    </form>
  );
}
