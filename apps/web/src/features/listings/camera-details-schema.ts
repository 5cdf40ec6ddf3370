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

/** A select's value: one of the list, or '' (not said), which the API takes as null. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.enum(values, { error: message }), z.literal('')]).transform((v) => (v === '' ? null : v));

/**
 * The camera details as the add and edit forms hold them (decision 028): selects and inputs
 * answer strings; each becomes the contract's value, `null` when left empty.
 */
export const CameraDetailsFormShape = {
  itemType: choice(ITEM_TYPES, 'Choose a type from the list'),
  // The grade is the condition (decision 059): every listing written here says it.
  grade: z
    .union([z.enum(GRADES), z.literal('')], { error: 'Choose the condition' })
    .transform((grade, context) => {
      if (grade !== '') return grade;
      context.addIssue({ code: 'custom', message: 'Choose the condition' });
      return z.NEVER;
    }),
  works: z.enum(['', 'yes', 'no']).transform((v) => (v === '' ? null : v === 'yes')),
  worksNote: CameraDetailsInputSchema.shape.worksNote.unwrap(),
  lensMount: choice(LENS_MOUNTS, 'Choose a mount from the list'),
  shutterCount: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : Number(v)),
    z
      .number({ error: 'Shutter count must be a number' })
      .int({ error: 'Shutter count must be a whole number' })
      .min(0, { error: 'Shutter count must be at least 0' })
      .max(SHUTTER_COUNT_MAX, { error: `Shutter count must be at most ${SHUTTER_COUNT_MAX}` })
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
