import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { SUCCESS } from '../../../lib/success-messages';
import { toast } from '../../../lib/toast';
import { AddProductFormSchema, type AddProductInput, formFieldOf } from '../add-product-schema';
import { detailsForType, NO_DETAILS } from '../camera-details-schema';
import { useAddProduct } from '../use-add-product';
import { sameUrls, usePhotoGallery } from '../use-photo-gallery';
import { PriceAboveNew } from './price-above-new';
import { ProductFields } from './product-fields';
import { SubmitButton } from './submit-button';

/** Spec §2 Add Product form, validated with the contract's schema; what was typed survives a failure. */
export function AddProductForm({ sellerName }: { sellerName: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { add, stage } = useAddProduct();
  const form = useForm({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: {
      sellerName,
      categoryId: '',
      photos: [] as string[],
      conditionNotes: '',
      // A new listing takes offers unless its seller says "no offers" (issue 45).
      acceptsOffers: true,
      ...NO_DETAILS,
    } as AddProductInput,
  });
  const gallery = usePhotoGallery();
  const { setValue, getValues, formState } = form;
  useEffect(() => {
    // Only when the photos changed: checking them again because the form was just sent would
    // wipe the "wait for the uploads" error that sending it set, and Save would seem to do nothing.
    if (sameUrls(getValues('photos') ?? [], gallery.urls)) return;
    setValue('photos', gallery.urls, { shouldValidate: formState.isSubmitted });
  }, [gallery.urls, getValues, setValue, formState.isSubmitted]);

  const [aboveNewConfirmed, setAboveNewConfirmed] = useState(false);
  const [aboveNewError, setAboveNewError] = useState<string>();
  const aboveNewBox = useRef<HTMLInputElement>(null);
  const [resale, original] = form.watch(['resalePrice', 'originalPrice']);
  const aboveNew = Number(original) > 0 && Number(resale) > Number(original);

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
    if (values.resalePrice > values.originalPrice && !aboveNewConfirmed) {
      aboveNewBox.current?.focus();
      return;
    }
    try {
      await add(detailsForType(values));
      toast.success(intl.formatMessage(SUCCESS.productAdded));
      navigate('/dashboard/my-products');
    } catch (failure) {
      const message =
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({
              id: 'listings.add.failed',
              defaultMessage: 'The camera could not be listed.',
            });
      toast.error(message);
      const field = failure instanceof ApiError ? formFieldOf(failure.field) : undefined;
      if (field) form.setError(field, { message }, { shouldFocus: true });
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // Said at once, beside any other field's error, not only once the rest is valid.
        if (aboveNew && !aboveNewConfirmed)
          setAboveNewError(
            intl.formatMessage({
              id: 'listings.priceAboveNew.confirmError',
              defaultMessage: 'Confirm the price, or correct it.',
            }),
          );
        return submit(event);
      }}
      noValidate
      className="grid gap-5 md:grid-cols-2"
      aria-label={intl.formatMessage({ id: 'listings.add.formLabel', defaultMessage: 'Add a Product' })}
    >
      <ProductFields form={form} gallery={gallery} />
      {aboveNew && (
        <PriceAboveNew
          ref={aboveNewBox}
          confirmed={aboveNewConfirmed}
          error={aboveNewError}
          onChange={(confirmed) => {
            setAboveNewConfirmed(confirmed);
            if (confirmed) setAboveNewError(undefined);
          }}
        />
      )}
      <div className="md:col-span-2">
        <SubmitButton stage={stage} busy={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
