import { CONDITION_NOTES_MAX, GRADE_SCALE, GRADES, type Grade, PRODUCT_LIMITS } from '@refocus/contract';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import type { AddProductInput, AddProductValues } from '../add-product-schema';
import type { usePhotoGallery } from '../use-photo-gallery';
import { CameraDetailsFields } from './camera-details-fields';
import { CategorySelect } from './category-select';
import { FormInput } from './form-input';
import { ModelField } from './model-field';
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
      <ModelField form={form} />
      <div className="md:col-span-2">
        <PhotoGalleryEditor gallery={gallery} error={error('photos')} />
      </div>
      <CategorySelect
        registration={register('categoryId')}
        error={error('categoryId')}
        current={formState.defaultValues?.categoryId}
      />
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
      <AcceptOffers form={form} />
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
      <ConditionSelect form={form} />
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
      {/* The seller's own words on the condition, beside the description (decision 059). */}
      <FormField
        label="Condition notes"
        error={error('conditionNotes')}
        hint="Optional: marks, wear or faults a buyer should know of"
        className="md:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...register('conditionNotes')}
            rows={3}
            maxLength={CONDITION_NOTES_MAX}
            className="textarea w-full aria-[invalid=true]:border-error"
            placeholder="e.g. A faint scuff on the base plate; glass and sensor clean"
          />
        )}
      </FormField>
      <FormField label="Description" error={error('description')} className="md:col-span-2">
        {(control) => (
          <textarea
            {...control}
            {...register('description')}
            rows={5}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            className="textarea w-full aria-[invalid=true]:border-error"
            placeholder="What it is, how it was used, what is in the box"
          />
        )}
      </FormField>
    </>
  );
}

/**
 * The listing's condition: one grade of the published scale, its definition said below it.
 * The grade is the condition (decision 059); the seller's own words go in the notes.
 */
function ConditionSelect({ form }: { form: UseFormReturn<AddProductInput, unknown, AddProductValues> }) {
  const { register, formState, watch } = form;
  const grade = watch('grade') as Grade | '';
  return (
    <FormField
      label="Condition"
      error={formState.errors.grade?.message}
      hint={grade ? GRADE_SCALE[grade]?.definition : 'On the scale every listing uses'}
    >
      {(control) => (
        <select
          {...control}
          {...register('grade')}
          aria-required="true"
          className="select w-full aria-[invalid=true]:border-error"
        >
          <option value="">Choose the condition</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {GRADE_SCALE[g].label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * Whether buyers may offer less than the asking price (issue 45): on unless the seller wants
 * bookings at the asking price only.
 */
function AcceptOffers({ form }: { form: UseFormReturn<AddProductInput, unknown, AddProductValues> }) {
  const hintId = useId();
  return (
    <div className="md:col-span-2">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          {...form.register('acceptsOffers')}
          type="checkbox"
          className="checkbox"
          aria-describedby={hintId}
        />
        <span className="text-sm font-medium">Accept offers below the asking price</span>
      </label>
      <p id={hintId} className="mt-1 ms-9 text-xs text-base-content/70">
        Buyers may offer from half the price; you accept, decline or counter each offer.
      </p>
    </div>
  );
}
