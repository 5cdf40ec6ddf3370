import { CATEGORY_IDS, MAX_IMAGE_BYTES, ProductFieldsSchema } from '@refocus/contract';
import { z } from 'zod';
import { CameraDetailsFormShape } from './camera-details-schema';

/** The image host refuses bigger files (PRODUCT.md §2); say so before uploading. */
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** The photo file; on edit none chosen keeps the listing's photo. */
const imageFileSchema = (required: boolean) =>
  z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList, {
      error: 'Choose a photo of the camera',
    })
    .refine((files) => !required || files.length > 0, { error: 'Choose a photo of the camera' })
    .refine((files) => !files[0] || files[0].type.startsWith('image/'), {
      error: 'The file must be an image',
    })
    .refine((files) => !files[0] || files[0].size <= MAX_IMAGE_BYTES, {
      error: `The photo must be at most ${MAX_IMAGE_MB} MB`,
    });

/**
 * The Add Product form: the contract's product fields (the server checks the same), with the
 * photo file in place of `imgURL`, which the upload answers.
 */
export const AddProductFormSchema = ProductFieldsSchema.omit({ imgURL: true }).extend({
  ...CameraDetailsFormShape,
  image: imageFileSchema(true),
  // The select answers a string; its disabled placeholder "Category" is the empty one.
  categoryId: z
    .string({ error: 'Choose a category' })
    .min(1, { error: 'Choose a category' })
    .transform(Number)
    .refine((id) => (CATEGORY_IDS as number[]).includes(id), { error: 'Choose a category' }),
});

/** The Edit form: the same fields; a photo only when the seller replaces it. */
export const EditProductFormSchema = AddProductFormSchema.extend({ image: imageFileSchema(false) });

export type AddProductInput = z.input<typeof AddProductFormSchema>;
export type AddProductValues = z.output<typeof AddProductFormSchema>;

/** Server field names that the form shows under another field. */
export function formFieldOf(field: string | undefined): keyof AddProductInput | undefined {
  if (!field) return undefined;
  if (field === 'imgURL') return 'image';
  if (field === 'YearOfPurchase') return 'yearOfPurchase';
  return field in AddProductFormSchema.shape ? (field as keyof AddProductInput) : undefined;
}
