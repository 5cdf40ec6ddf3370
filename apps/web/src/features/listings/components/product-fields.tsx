import { CONDITION_NOTES_MAX, GRADES, type Grade, PRODUCT_LIMITS } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/form-field';
import { gradeDefinition, gradeName } from '../../../lib/i18n/catalogue-labels';
import { useFormat } from '../../../lib/i18n/use-format';
import type { AddProductInput, AddProductValues } from '../add-product-schema';
import { useFormError } from '../form-messages';
import type { usePhotoGallery } from '../use-photo-gallery';
import { CameraDetailsFields } from './camera-details-fields';
import { CategorySelect } from './category-select';
import { FormInput } from './form-input';
import { ModelField } from './model-field';
import { PhotoGalleryEditor } from './photo-gallery-editor';

const thisYear = new Date().getFullYear();
const number = { type: 'number', inputMode: 'decimal' } as const;

const m = defineMessages({
  name: { id: 'listings.form.name', defaultMessage: 'Product Name' },
  namePlaceholder: { id: 'listings.form.namePlaceholder', defaultMessage: 'e.g. Sony Alpha 7 IV' },
  location: { id: 'listings.form.location', defaultMessage: 'Location' },
  locationPlaceholder: { id: 'listings.form.locationPlaceholder', defaultMessage: 'City, region' },
  resalePrice: { id: 'listings.form.resalePrice', defaultMessage: 'Resale Price ({currency})' },
  originalPrice: { id: 'listings.form.originalPrice', defaultMessage: 'Original Price ({currency})' },
  yearOfUse: { id: 'listings.form.yearOfUse', defaultMessage: 'Years of Use' },
  yearOfPurchase: { id: 'listings.form.yearOfPurchase', defaultMessage: 'Year of Purchase' },
  sellerName: { id: 'listings.form.sellerName', defaultMessage: 'Seller Name' },
  sellerNumber: { id: 'listings.form.sellerNumber', defaultMessage: 'Seller Number' },
  sellerNumberPlaceholder: { id: 'listings.form.sellerNumberPlaceholder', defaultMessage: '+1 555 0100' },
  conditionNotes: { id: 'listings.form.conditionNotes', defaultMessage: 'Condition notes' },
  conditionNotesHint: {
    id: 'listings.form.conditionNotesHint',
    defaultMessage: 'Optional: marks, wear or faults a buyer should know of',
  },
  conditionNotesPlaceholder: {
    id: 'listings.form.conditionNotesPlaceholder',
    defaultMessage: 'e.g. A faint scuff on the base plate; glass and sensor clean',
  },
  description: { id: 'listings.form.description', defaultMessage: 'Description' },
  descriptionPlaceholder: {
    id: 'listings.form.descriptionPlaceholder',
    defaultMessage: 'What it is, how it was used, what is in the box',
  },
  condition: { id: 'listings.form.condition', defaultMessage: 'Condition' },
  conditionHint: { id: 'listings.form.conditionHint', defaultMessage: 'On the scale every listing uses' },
  chooseCondition: { id: 'listings.form.chooseCondition', defaultMessage: 'Choose the condition' },
});

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const translated = useFormError();
  const currency = useFormat().currency.sign;
  const { register, formState } = form;
  const error = (name: keyof AddProductInput) => translated(formState.errors[name]?.message);

  return (
    <>
      <FormInput
        label={t(m.name)}
        registration={register('name')}
        error={error('name')}
        className="md:col-span-2"
        maxLength={PRODUCT_LIMITS.textMax}
        placeholder={t(m.namePlaceholder)}
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
        label={t(m.location)}
        registration={register('location')}
        error={error('location')}
        maxLength={PRODUCT_LIMITS.textMax}
        autoComplete="address-level2"
        placeholder={t(m.locationPlaceholder)}
      />
      <FormInput
        label={t(m.resalePrice, { currency })}
        registration={register('resalePrice')}
        error={error('resalePrice')}
        {...number}
        min={0}
        step="0.01"
      />
      <FormInput
        label={t(m.originalPrice, { currency })}
        registration={register('originalPrice')}
        error={error('originalPrice')}
        {...number}
        min={0}
        step="0.01"
      />
      <AcceptOffers form={form} />
      <FormInput
        label={t(m.yearOfUse)}
        registration={register('yearOfUse')}
        error={error('yearOfUse')}
        {...number}
        min={0}
        step="0.5"
      />
      <FormInput
        label={t(m.yearOfPurchase)}
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
        label={t(m.sellerName)}
        registration={register('sellerName')}
        error={error('sellerName')}
        autoComplete="name"
        maxLength={PRODUCT_LIMITS.textMax}
      />
      <FormInput
        label={t(m.sellerNumber)}
        registration={register('sellerNumber')}
        error={error('sellerNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t(m.sellerNumberPlaceholder)}
      />
      <CameraDetailsFields form={form} />
      {/* The seller's own words on the condition, beside the description (decision 059). */}
      <FormField
        label={t(m.conditionNotes)}
        error={error('conditionNotes')}
        hint={t(m.conditionNotesHint)}
        className="md:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...register('conditionNotes')}
            rows={3}
            maxLength={CONDITION_NOTES_MAX}
            className="textarea w-full aria-[invalid=true]:border-error"
            placeholder={t(m.conditionNotesPlaceholder)}
          />
        )}
      </FormField>
      <FormField label={t(m.description)} error={error('description')} className="md:col-span-2">
        {(control) => (
          <textarea
            {...control}
            {...register('description')}
            rows={5}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            className="textarea w-full aria-[invalid=true]:border-error"
            placeholder={t(m.descriptionPlaceholder)}
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
  const intl = useIntl();
  const translated = useFormError();
  const { register, formState, watch } = form;
  const grade = watch('grade') as Grade | '';
  return (
    <FormField
      label={intl.formatMessage(m.condition)}
      error={translated(formState.errors.grade?.message)}
      hint={grade ? gradeDefinition(intl, grade) : intl.formatMessage(m.conditionHint)}
    >
      {(control) => (
        <select
          {...control}
          {...register('grade')}
          aria-required="true"
          className="select w-full aria-[invalid=true]:border-error"
        >
          <option value="">{intl.formatMessage(m.chooseCondition)}</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {gradeName(intl, g)}
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
        <span className="text-sm font-medium">
          <FormattedMessage
            id="listings.form.acceptOffers"
            defaultMessage="Accept offers below the asking price"
          />
        </span>
      </label>
      <p id={hintId} className="mt-1 ms-9 text-xs text-base-content/70">
        <FormattedMessage
          id="listings.form.acceptOffersHint"
          defaultMessage="Buyers may offer from half the price; you accept, decline or counter each offer."
        />
      </p>
    </div>
  );
}
