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
import { validationText, vm } from './validation-messages.js';

/**
 * The camera details' schemas (decision 028). Their values and labels are in
 * camera-details-values.ts, free of zod, so a storefront screen showing a grade badge does
 * not bundle the validator.
 */

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: validationText(vm.commonMustOne, { label, values: values.join(', ') }) });

/**
 * The details as a body carries them (create and edit). `null` clears a detail on edit;
 * whether a shutter count or mount fits the item type is checked against the whole listing
 * (the server's listing-details.ts), since an edit may send one without the other.
 */
export const CameraDetailsInputSchema = z.object({
  itemType: oneOf('itemType', ITEM_TYPES).nullable().optional(),
  grade: oneOf('grade', GRADES).nullable().optional(),
  works: z.boolean({ error: vm.cameraDetailsWorksMustTrueFalse.defaultMessage }).nullable().optional(),
  worksNote: plainText('worksNote', { multiline: true })
    .trim()
    .max(WORKS_NOTE_MAX, {
      error: validationText(vm.cameraDetailsWorksnoteMustAtMost, { max: WORKS_NOTE_MAX }),
    })
    .optional(),
  lensMount: oneOf('lensMount', LENS_MOUNTS).nullable().optional(),
  shutterCount: z
    .number({ error: vm.cameraDetailsShuttercountMustNumber.defaultMessage })
    .int({ error: vm.cameraDetailsShuttercountMustWholeNumber.defaultMessage })
    .min(0, { error: vm.cameraDetailsShuttercountMustAtLeast.defaultMessage })
    .max(SHUTTER_COUNT_MAX, {
      error: validationText(vm.cameraDetailsShuttercountMustAtMost, { max: SHUTTER_COUNT_MAX }),
    })
    .nullable()
    .optional(),
  included: z
    .array(oneOf('included', INCLUDED_ITEMS), { error: vm.cameraDetailsIncludedMustListItems.defaultMessage })
    .max(INCLUDED_ITEMS.length, { error: vm.cameraDetailsIncludedListsItemMore.defaultMessage })
    .refine((items) => new Set(items).size === items.length, {
      error: vm.cameraDetailsIncludedListsItemMore.defaultMessage,
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
