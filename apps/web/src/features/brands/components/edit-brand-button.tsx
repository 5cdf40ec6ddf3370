import { type AdminBrand, BRAND_NAME_MAX, BrandUpdateSchema, SLUG_MAX } from '@refocus/contract';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { errorsOfFailure, errorsOfIssues, type FieldErrors } from '../../../lib/field-errors';
import type { useBrandActions } from '../use-brand-actions';

const FIELDS = ['name', 'slug'] as const;
type Edit = ReturnType<typeof useBrandActions>['edit'];

/** "Edit" beside a brand: its name and slug in a small dialog. */
export function EditBrandButton({ brand, edit }: { brand: AdminBrand; edit: Edit }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        <FormattedMessage
          id="brands.edit.button"
          defaultMessage="Edit<sr> {name}</sr>"
          values={{ name: brand.name, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <EditBrandForm brand={brand} edit={edit} titleId={titleId} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function EditBrandForm({
  brand,
  edit,
  titleId,
  onDone,
}: {
  brand: AdminBrand;
  edit: Edit;
  titleId: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState(brand.name);
  const [slug, setSlug] = useState(brand.slug);
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BrandUpdateSchema.safeParse({ name, slug: slug.trim() });
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues, FIELDS));
      return;
    }
    // Only what changed: the audit log says what the admin did.
    const changes = {
      ...(parsed.data.name === brand.name ? {} : { name: parsed.data.name }),
      ...(parsed.data.slug === brand.slug ? {} : { slug: parsed.data.slug }),
    };
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setErrors({});
    edit.mutate(
      { id: brand.id, changes },
      { onSuccess: onDone, onError: (failure) => setErrors(errorsOfFailure(failure, FIELDS)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-bold">
        <FormattedMessage id="brands.edit.title" defaultMessage="Edit {name}" values={{ name: brand.name }} />
      </h2>
      <FormField
        label={intl.formatMessage({ id: 'brands.form.name', defaultMessage: 'Brand name' })}
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={BRAND_NAME_MAX}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: 'brands.edit.slug', defaultMessage: 'Slug' })}
        error={errors.slug}
        hint={intl.formatMessage({
          id: 'brands.edit.slugHint',
          defaultMessage: 'Lower-case letters and digits joined by hyphens, e.g. om-system',
        })}
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
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={edit.isPending}>
          <FormattedMessage id="brands.edit.cancel" defaultMessage="Cancel" />
        </button>
        <BusyButton type="submit" busy={edit.isPending} className="btn btn-primary">
          <FormattedMessage id="brands.edit.save" defaultMessage="Save" />
        </BusyButton>
      </div>
    </form>
  );
}
