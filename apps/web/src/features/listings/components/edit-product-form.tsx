import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@refocus/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import {
  AddProductFormSchema,
  type AddProductInput,
  type AddProductValues,
  formFieldOf,
} from '../add-product-schema';
import { editValuesOf, photosOf } from '../edit-product-values';
import { useEditProduct } from '../use-edit-product';
import { sameUrls, usePhotoGallery } from '../use-photo-gallery';
import { ProductFields } from './product-fields';
import { SubmitButton } from './submit-button';

/** Edit a listing (issue 14, item 4): the Add Product fields filled in, its gallery too. */
export function EditProductForm({ product }: { product: Product }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { save, stage } = useEditProduct(product);
  const form = useForm<AddProductInput, unknown, AddProductValues>({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: editValuesOf(product),
  });
  const gallery = usePhotoGallery(photosOf(product));
  const { setValue, getValues, formState } = form;
  useEffect(() => {
    // Only when the photos changed: checking them again because the form was just sent would
    // wipe the "wait for the uploads" error that sending it set, and Save would seem to do nothing.
    if (sameUrls(getValues('photos') ?? [], gallery.urls)) return;
    setValue('photos', gallery.urls, { shouldValidate: formState.isSubmitted });
  }, [gallery.urls, getValues, setValue, formState.isSubmitted]);

  const submit = form.handleSubmit(async (values) => {
    if (gallery.uploading) {
      form.setError('photos', {
        message: intl.formatMessage({
          id: 'listings.form.waitForUploads',
          defaultMessage: 'Wait until every photo has finished uploading.',
        }),
      });
      return;
    }
    try {
      const saved = await save(values);
      toast.success(
        intl.formatMessage(
          { id: 'listings.edit.saved', defaultMessage: '{name} is saved.' },
          { name: saved.name },
        ),
      );
      navigate('/dashboard/my-products');
    } catch (failure) {
      const message =
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({
              id: 'listings.edit.failed',
              defaultMessage: 'The listing could not be saved.',
            });
      toast.error(message);
      const field = failure instanceof ApiError ? formFieldOf(failure.field) : undefined;
      if (field) form.setError(field, { message }, { shouldFocus: true });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5 md:grid-cols-2"
      aria-label={intl.formatMessage(
        { id: 'listings.edit.formLabel', defaultMessage: 'Edit {name}' },
        { name: product.name },
      )}
    >
      <ProductFields form={form} gallery={gallery} />
      <div className="md:col-span-2">
        <SubmitButton
          stage={stage}
          busy={form.formState.isSubmitting}
          label={intl.formatMessage({ id: 'listings.edit.submit', defaultMessage: 'Save changes' })}
        />
      </div>
    </form>
  );
}
