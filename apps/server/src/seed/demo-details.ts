import type { Selectable } from 'kysely';
import type { DB } from '../db/schema.js';

type DemoDetails = Partial<
  Pick<
    Selectable<DB['products']>,
    | 'item_type'
    | 'grade'
    | 'works'
    | 'works_note'
    | 'lens_mount'
    | 'shutter_count'
    | 'included'
    | 'previous_price'
    | 'condition_notes'
  >
>;

const body = (
  grade: DemoDetails['grade'],
  mount: DemoDetails['lens_mount'],
  shutter: number,
  included: string[],
): DemoDetails => ({
  item_type: 'camera-body',
  grade,
  works: 1,
  lens_mount: mount,
  shutter_count: shutter,
  included: JSON.stringify(included),
});

/**
 * Camera details on some demo listings (issue 14, item 2), so a fresh install shows grade
 * badges and the detail page's facts beside listings from old clients, which have none.
 * One lowered price (cents) shows the struck-through old price on its card.
 */
export const DEMO_DETAILS: Record<string, DemoDetails> = {
  'Canon EOS R6 Mark II': body('excellent', 'canon-rf', 12_000, [
    'box',
    'charger',
    'battery',
    'strap',
    'caps',
  ]),
  'Canon EOS 5D Mark IV': body('good', 'canon-ef', 148_000, ['battery', 'charger']),
  'Canon AE-1 Program': {
    item_type: 'film-camera',
    grade: 'good',
    works: 1,
    works_note: 'New light seals; meter checked against a phone app.',
    lens_mount: 'canon-fd',
    included: JSON.stringify(['strap', 'manual']),
  },
  'Sony Alpha a7 IV': {
    ...body('excellent', 'sony-e', 9_500, ['box', 'charger', 'battery']),
    previous_price: 219_900,
  },
  'Sony Alpha a6000': {
    ...body('well-used', 'sony-e', 61_000, ['battery']),
    works: 0,
    works_note: 'Flash does not pop up; everything else works.',
    condition_notes: 'Paint worn through on the grip and the top plate; a light scratch on the screen.',
  },
  'Nikon Z6 II': body('very-good', 'nikon-z', 22_000, ['box', 'charger', 'battery', 'caps']),
  'Nikon FM2': {
    condition_notes: 'Brassing on the prism corners; the film door seals were replaced last year.',
    item_type: 'film-camera',
    grade: 'very-good',
    works: 1,
    lens_mount: 'nikon-f',
    included: JSON.stringify(['caps']),
  },
  'Nikon Z8': body('like-new', 'nikon-z', 2_100, [
    'box',
    'charger',
    'battery',
    'strap',
    'caps',
    'manual',
    'cables',
  ]),
};
