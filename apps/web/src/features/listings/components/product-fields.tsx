import { PRODUCT_LIMITS } from '@refocus/contract';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import type { AddProductInput, AddProductValues } from '../add-product-schema';
import type { usePhotoGallery } from '../use-photo-gallery';
import { CameraDetailsFields } from './camera-details-fields';
import { CategorySelect } from './category-select';
import { FormInput } from './form-input';
import { PhotoGalleryEditor } from './photo-gallery-editor';

const thisYear = new Date().getFullYear();
const number = { type: 'number', inputMode: 'decimal' } as const;

/**
 * Every field of spec §2 "Add Product form", each with its label and its error, and the camera
 * details, with the photo gallery (its state lives in the form: `usePhotoGallery`).
 */
export function ProductFields({
  form,
  gallery,
}: {
  form: UseFormReturn<AddProductInput, unknown, AddProductValues>;
  gallery: ReturnType<typeof usePhotoGallery>;
}) {
  const { register, formState } = form;
  const error = (name: keyof AddProductInput) => formState.errors[name]?.message;

  return (
    <>
      <FormInput
        label="Product Name"
        registration={register('name')}
        error={error('name')}
        className="md:col-span-2"
        maxLength={PRODUCT_LIMITS.textMax}
        placeholder="e.g. Sony Alpha 7 IV"
      />
      <div className="md:col-span-2">
        <PhotoGalleryEditor gallery={gallery} error={error('photos')} />
      </div>
      <CategorySelect registration={register('categoryId')} error={error('categoryId')} />
      <FormInput
        label="Location"
        registration={register('location')}
        error={error('location')}
        maxLength={PRODUCT_LIMITS.textMax}
        autoComplete="address-level2"
        placeholder="City, region"
      />
      <FormInput
        label="Resale Price ($)"
        registration={register('resalePrice')}
        error={error('resalePrice')}
        {...number}
        min={0}
        step="0.01"
      />
      <FormInput
        label="Original Price ($)"
        registration={register('originalPrice')}
        error={error('originalPrice')}
        {...number}
        min={0}
        step="0.01"
      />
      <FormInput
        label="Years of Use"
        registration={register('yearOfUse')}
        error={error('yearOfUse')}
        {...number}
        min={0}
        step="0.5"
      />
      <FormInput
        label="Year of Purchase"
        registration={register('yearOfPurchase')}
        error={error('yearOfPurchase')}
        type="number"
        inputMode="numeric"
        min={PRODUCT_LIMITS.yearMin}
        max={thisYear}
        placeholder={String(thisYear)}
      />
      <FormInput
        label="Condition"
        registration={register('condition')}
        error={error('condition')}
        list="condition-options"
        maxLength={PRODUCT_LIMITS.textMax}
        placeholder="e.g. Excellent"
      />
      <datalist id="condition-options">
        {['Like new', 'Excellent', 'Very good', 'Good', 'Fair'].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormInput
        label="Seller Name"
        registration={register('sellerName')}
        error={error('sellerName')}
        autoComplete="name"
        maxLength={PRODUCT_LIMITS.textMax}
      />
      <FormInput
        label="Seller Number"
        registration={register('sellerNumber')}
        error={error('sellerNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+1 555 0100"
      />
      <CameraDetailsFields form={form} />
      <FormField label="Description" error={error('description')} className="md:col-span-2">
        {(control) => (
          <textarea
            {...control}
            {...register('description')}
            rows={5}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            className="textarea w-full aria-[invalid=true]:border-error"
            placeholder="Shutter count, what is in the box, any marks or faults"
          />
        )}
      </FormField>
    </>
  );
}
