import { z } from 'zod';
import { plainText } from './text.js';

/**
 * Camera details (issue 14, item 2; decision 028): structured facts beside the spec's
 * free-text `condition`, every one optional so the older client's listings stay valid.
 */

export const ITEM_TYPES = ['camera-body', 'lens', 'kit', 'film-camera', 'accessory'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  'camera-body': 'Camera body',
  lens: 'Lens',
  kit: 'Kit (body and lens)',
  'film-camera': 'Film camera',
  accessory: 'Accessory',
};

/** The one published grading scale: every card and detail page shows a grade with its definition. */
export const GRADES = ['like-new', 'excellent', 'very-good', 'good', 'well-used', 'for-parts'] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_SCALE: Record<Grade, { label: string; definition: string }> = {
  'like-new': { label: 'Like new', definition: 'No signs of use; as it left the box.' },
  excellent: { label: 'Excellent', definition: 'Light marks seen only up close; glass and sensor clean.' },
  'very-good': { label: 'Very good', definition: 'Normal wear on the body; no marks on glass or sensor.' },
  good: { label: 'Good', definition: 'Visible wear and scuffs; works as it should.' },
  'well-used': {
    label: 'Well used',
    definition: 'Heavy wear, paint loss or light marks on glass; still works.',
  },
  'for-parts': { label: 'For parts', definition: 'Does not work fully; sold for repair or parts.' },
};

export const LENS_MOUNTS = [
  'canon-ef',
  'canon-rf',
  'canon-fd',
  'nikon-f',
  'nikon-z',
  'sony-e',
  'sony-a',
  'fujifilm-x',
  'l-mount',
  'micro-four-thirds',
  'pentax-k',
  'leica-m',
  'm42',
  'other',
] as const;
export type LensMount = (typeof LENS_MOUNTS)[number];
export const LENS_MOUNT_LABELS: Record<LensMount, string> = {
  'canon-ef': 'Canon EF / EF-S',
  'canon-rf': 'Canon RF',
  'canon-fd': 'Canon FD',
  'nikon-f': 'Nikon F',
  'nikon-z': 'Nikon Z',
  'sony-e': 'Sony E',
  'sony-a': 'Sony A',
  'fujifilm-x': 'Fujifilm X',
  'l-mount': 'L-Mount',
  'micro-four-thirds': 'Micro Four Thirds',
  'pentax-k': 'Pentax K',
  'leica-m': 'Leica M',
  m42: 'M42',
  other: 'Other',
};

export const INCLUDED_ITEMS = [
  'box',
  'charger',
  'battery',
  'strap',
  'caps',
  'manual',
  'cables',
  'bag',
] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];
export const INCLUDED_ITEM_LABELS: Record<IncludedItem, string> = {
  box: 'Box',
  charger: 'Charger',
  battery: 'Battery',
  strap: 'Strap',
  caps: 'Caps',
  manual: 'Manual',
  cables: 'Cables',
  bag: 'Bag',
};

/** Only bodies count shutter actuations: a kit and a film camera carry one, a lens does not. */
export const TYPES_WITH_SHUTTER: readonly ItemType[] = ['camera-body', 'kit', 'film-camera'];
/** An accessory has no mount worth filtering on; every other type has one. */
export const TYPES_WITH_MOUNT: readonly ItemType[] = ['camera-body', 'lens', 'kit', 'film-camera'];

export const SHUTTER_COUNT_MAX = 10_000_000;
export const WORKS_NOTE_MAX = 500;

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
