import { BRAND_NAME_MAX, BrandCreateSchema, SLUG_MAX, slugOf } from '@refocus/contract';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { errorsOfFailure, errorsOfIssues, type FieldErrors } from '../../../lib/field-errors';
import type { useBrandActions } from '../use-brand-actions';

const FIELDS = ['name', 'slug'] as const;

/** A new brand: its name, and its address word if not the one the name gives. */
export function AddBrandForm({ create }: { create: ReturnType<typeof useBrandActions>['create'] }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BrandCreateSchema.safeParse({ name, ...(slug.trim() ? { slug: slug.trim() } : {}) });
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setSlug('');
      },
      onError: (failure) => setErrors(errorsOfFailure(failure, FIELDS)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={intl.formatMessage({ id: 'brands.form.name', defaultMessage: 'Brand name' })}
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={BRAND_NAME_MAX}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage({ id: 'brands.form.slugOptional', defaultMessage: 'Slug (optional)' })}
          error={errors.slug}
          hint={
            slugOf(name)
              ? intl.formatMessage(
                  {
                    id: 'brands.form.slugHintFrom',
                    defaultMessage: 'Left empty, it follows from the name: {slug}',
                  },
                  { slug: slugOf(name) },
                )
              : intl.formatMessage({
                  id: 'brands.form.slugHint',
                  defaultMessage: 'Left empty, it follows from the name',
                })
          }
        >
          {(control) => (
            <input
              {...control}
              value={slug}
              onChange={(event) => setSlug(event.currentTarget.value)}
              maxLength={SLUG_MAX}
              className="input w-full font-mono"
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
          <FormattedMessage id="brands.form.add" defaultMessage="Add brand" />
        </BusyButton>
      </div>
    </form>
  );
}
