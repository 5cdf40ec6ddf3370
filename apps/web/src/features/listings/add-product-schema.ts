import { MAX_IMAGE_BYTES, PHOTOS_MAX, ProductFieldsSchema } from '@refocus/contract';
import { z } from 'zod';
import { CameraDetailsFormShape } from './camera-details-schema';
import { errorId, FORM_ERRORS } from './form-messages';

/** The image host refuses bigger files (PRODUCT.md §2); say so before uploading. */
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/**
 * The Add Product form: the contract's product fields (the server checks the same), with the
 * gallery's uploaded photo URLs in place of `imgURL`, which is the first of them. The grade is
 * the condition and the seller's words are its notes: the older client's free-text `condition`
 * is not asked (decision 059).
 */
export const AddProductFormSchema = ProductFieldsSchema.omit({ imgURL: true, condition: true }).extend({
  ...CameraDetailsFormShape,
  conditionNotes: ProductFieldsSchema.shape.conditionNotes.unwrap(),
  // Always sent from the form: a checkbox has an answer either way (issue 45, "no offers").
  acceptsOffers: ProductFieldsSchema.shape.acceptsOffers.unwrap(),
  photos: z
    .array(z.string())
    .min(1, { error: errorId(FORM_ERRORS.addPhoto) })
    .max(PHOTOS_MAX, { error: errorId(FORM_ERRORS.tooManyPhotos) }),
  // The select answers a string; its disabled placeholder "Category" is the empty one. Any brand
  // id is taken here: brands are data (issue 44), and the server says when one does not exist.
  categoryId: z
    .string({ error: errorId(FORM_ERRORS.chooseCategory) })
    .min(1, { error: errorId(FORM_ERRORS.chooseCategory) })
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id > 0, { error: errorId(FORM_ERRORS.chooseCategory) }),
});

export type AddProductInput = z.input<typeof AddProductFormSchema>;
export type AddProductValues = z.output<typeof AddProductFormSchema>;

/** Server field names that the form shows under another field. */
export function formFieldOf(field: string | undefined): keyof AddProductInput | undefined {
  if (!field) return undefined;
  if (field === 'imgURL') return 'photos';
  if (field === 'YearOfPurchase') return 'yearOfPurchase';
  if (field === 'condition') return 'grade';
  return field in AddProductFormSchema.shape ? (field as keyof AddProductInput) : undefined;
}
