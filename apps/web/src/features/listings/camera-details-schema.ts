import {
  CameraDetailsInputSchema,
  GRADES,
  INCLUDED_ITEMS,
  ITEM_TYPES,
  LENS_MOUNTS,
  SHUTTER_COUNT_MAX,
  TYPES_WITH_MOUNT,
  TYPES_WITH_SHUTTER,
} from '@refocus/contract';
import { z } from 'zod';
import { errorId, FORM_ERRORS } from './form-messages';

/** A select's value: one of the list, or '' (not said), which the API takes as null. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.enum(values, { error: message }), z.literal('')]).transform((v) => (v === '' ? null : v));

/**
 * The camera details as the add and edit forms hold them (decision 028): selects and inputs
 * answer strings; each becomes the contract's value, `null` when left empty.
 */
export const CameraDetailsFormShape = {
  itemType: choice(ITEM_TYPES, errorId(FORM_ERRORS.chooseType)),
  // The grade is the condition (decision 059): every listing written here says it.
  grade: z
    .union([z.enum(GRADES), z.literal('')], { error: errorId(FORM_ERRORS.chooseCondition) })
    .transform((grade, context) => {
      if (grade !== '') return grade;
      context.addIssue({ code: 'custom', message: errorId(FORM_ERRORS.chooseCondition) });
      return z.NEVER;
    }),
  works: z.enum(['', 'yes', 'no']).transform((v) => (v === '' ? null : v === 'yes')),
  worksNote: CameraDetailsInputSchema.shape.worksNote.unwrap(),
  lensMount: choice(LENS_MOUNTS, errorId(FORM_ERRORS.chooseMount)),
  shutterCount: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : Number(v)),
    z
      .number({ error: errorId(FORM_ERRORS.shutterNumber) })
      .int({ error: errorId(FORM_ERRORS.shutterWhole) })
      .min(0, { error: errorId(FORM_ERRORS.shutterMin) })
      .max(SHUTTER_COUNT_MAX, { error: errorId(FORM_ERRORS.shutterMax) })
      .nullable(),
  ),
  // Checkboxes of one name answer an array, or false when none is ticked.
  included: z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.enum(INCLUDED_ITEMS))),
};

type Details = {
  itemType: (typeof ITEM_TYPES)[number] | null;
  lensMount: (typeof LENS_MOUNTS)[number] | null;
  shutterCount: number | null;
};

/** What the type hides is not sent: a lens keeps no shutter count typed before its type changed. */
export function detailsForType<T extends Details>(values: T): T {
  const type = values.itemType;
  return {
    ...values,
    shutterCount: type === null || TYPES_WITH_SHUTTER.includes(type) ? values.shutterCount : null,
    lensMount: type === null || TYPES_WITH_MOUNT.includes(type) ? values.lensMount : null,
  };
}

/** The details' form values before the seller says anything. */
export const NO_DETAILS = {
  itemType: '',
  grade: '',
  works: '',
  worksNote: '',
  lensMount: '',
  shutterCount: '',
  included: [],
} as const;
