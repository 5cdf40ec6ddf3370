/**
 * Camera details (issue 14, item 2; decision 028): structured facts, every one optional so the
 * older client's listings stay valid. The grade is the listing's condition (issue 42 item 3,
 * decision 059): the API's `condition` answers its name.
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

/** What the API's `condition` says of a listing with no grade and no words of the older client. */
export const NOT_GRADED = 'Not graded';

/** The seller's own words on the condition, beside the grade. */
export const CONDITION_NOTES_MAX = 2_000;

const GRADE_NAMES = new Map<string, Grade>(
  GRADES.flatMap((grade) => [
    [grade, grade],
    [GRADE_SCALE[grade].label.toLowerCase(), grade],
  ]),
);

/**
 * The grade a free-text condition names, as the older client sends it ("Excellent",
 * "very good", "like-new"): the whole text, in any case and spacing; null when it names none
 * ("Mint, barely used" is the seller's words, not a grade).
 */
export function gradeNamed(text: string): Grade | null {
  return GRADE_NAMES.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

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

export const WORKS_VALUES = ['yes', 'no'] as const;
export const WORKS_LABELS: Record<(typeof WORKS_VALUES)[number], string> = {
  yes: 'Works fully',
  no: 'Does not work fully',
};

const GRADE_LABELS = Object.fromEntries(GRADES.map((grade) => [grade, GRADE_SCALE[grade].label])) as Record<
  Grade,
  string
>;

/**
 * The catalogue's camera-detail filters, declared once (issue 39): each is a URL parameter of
 * the lists, the facet counts and saved searches, with the values it takes, whether it may
 * repeat (checkboxes; otherwise one choice or "Any"), and the words the filter bar shows, in
 * the bar's order. The query schema and the facets' shape (catalogue-filters.ts), the server's
 * SQL, facet counts and saved-search matcher (its `DETAIL_COLUMNS` names each one's storefront
 * column) and the web's filter bar all read this table: a new detail filter is a line here, its
 * storefront column (a migration) and its column's name on the server.
 */
export const DETAIL_FILTERS = {
  type: { values: ITEM_TYPES, repeats: true, legend: 'Type', labels: ITEM_TYPE_LABELS },
  grade: { values: GRADES, repeats: true, legend: 'Grade', labels: GRADE_LABELS },
  mount: { values: LENS_MOUNTS, repeats: true, legend: 'Lens mount', labels: LENS_MOUNT_LABELS },
  works: { values: WORKS_VALUES, repeats: false, legend: 'Works', labels: WORKS_LABELS },
} as const;

export type DetailFilterName = keyof typeof DETAIL_FILTERS;
type DetailValue<N extends DetailFilterName> = (typeof DETAIL_FILTERS)[N]['values'][number];

/** The filters that have counts per option (`GET /api/products/facets`): every detail filter. */
export const FACET_NAMES = Object.keys(DETAIL_FILTERS) as DetailFilterName[];
export type FacetName = DetailFilterName;

/** A repeating filter's values (sorted, distinct), or a single one's value; absent: not filtered. */
export type CatalogueFilters = {
  [N in DetailFilterName]?: (typeof DETAIL_FILTERS)[N]['repeats'] extends true
    ? DetailValue<N>[]
    : DetailValue<N>;
};

/** Every detail filter with its choice, as a filter bar holds them: none chosen is `[]` or undefined. */
export type DetailSelection = {
  [N in DetailFilterName]: (typeof DETAIL_FILTERS)[N]['repeats'] extends true
    ? DetailValue<N>[]
    : DetailValue<N> | undefined;
};
