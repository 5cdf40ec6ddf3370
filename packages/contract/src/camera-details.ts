import { z } from 'zod';
import {
  GRADES,
  INCLUDED_ITEMS,
  ITEM_TYPES,
  LENS_MOUNTS,
  SHUTTER_COUNT_MAX,
  WORKS_NOTE_MAX,
} from './camera-details-values.js';
import { plainText } from './text.js';

/**
 * The camera details' schemas (decision 028). Their values and labels are in
 * camera-details-values.ts, free of zod, so a storefront screen showing a grade badge does
 * not bundle the validator.
 */

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

/**
 * The details as a body carries them (create and edit). `null` clears a detail on edit;
 * whether a shutter count or mount fits the item type is checked against the whole listing
 * (the server's listing-details.ts), since an edit may send one without the other.
 */
export const CameraDetailsInputSchema = z.object({
  itemType: oneOf('itemType', ITEM_TYPES).nullable().optional(),
  grade: oneOf('grade', GRADES).nullable().optional(),
  works: z.boolean({ error: 'works must be true or false' }).nullable().optional(),
  worksNote: plainText('worksNote', { multiline: true })
    .trim()
    .max(WORKS_NOTE_MAX, { error: `worksNote must be at most ${WORKS_NOTE_MAX} characters` })
    .optional(),
  lensMount: oneOf('lensMount', LENS_MOUNTS).nullable().optional(),
  shutterCount: z
    .number({ error: 'shutterCount must be a number' })
    .int({ error: 'shutterCount must be a whole number' })
    .min(0, { error: 'shutterCount must be at least 0' })
    .max(SHUTTER_COUNT_MAX, { error: `shutterCount must be at most ${SHUTTER_COUNT_MAX}` })
    .nullable()
    .optional(),
  included: z
    .array(oneOf('included', INCLUDED_ITEMS), { error: 'included must be a list of items' })
    .max(INCLUDED_ITEMS.length, { error: 'included lists an item more than once' })
    .refine((items) => new Set(items).size === items.length, {
      error: 'included lists an item more than once',
    })
    .optional(),
});
export type CameraDetailsInput = z.output<typeof CameraDetailsInputSchema>;

/** The details as every product answer carries them: null (or empty) when not given. */
export const CameraDetailsSchema = z.object({
  itemType: z.enum(ITEM_TYPES).nullable(),
  grade: z.enum(GRADES).nullable(),
  works: z.boolean().nullable(),
  worksNote: z.string(),
  lensMount: z.enum(LENS_MOUNTS).nullable(),
  shutterCount: z.number().int().nullable(),
  included: z.array(z.enum(INCLUDED_ITEMS)),
});
