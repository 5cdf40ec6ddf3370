import { GRADES, ITEM_TYPES, LENS_MOUNTS } from '@refocus/contract';

/**
 * Camera details as small numbers, for the index's byte arrays: 0 is "not given" (null, '' or
 * a value no longer on the contract's list, which no filter can ask for and no facet counts),
 * otherwise the value's place on its list plus one.
 */
const DETAIL_VALUES = { itemType: ITEM_TYPES, grade: GRADES, mount: LENS_MOUNTS } as const;
export type DetailName = keyof typeof DETAIL_VALUES;

const CODES = Object.fromEntries(
  Object.entries(DETAIL_VALUES).map(([name, values]) => [
    name,
    new Map<string, number>(values.map((value, index) => [value, index + 1])),
  ]),
) as Record<DetailName, Map<string, number>>;

export const codeOf = (detail: DetailName, value: string | null): number =>
  value === null ? 0 : (CODES[detail].get(value) ?? 0);

/** `works` as stored: null (not given), 0 or 1. */
export const worksCodeOf = (works: number | string | null): number =>
  works === null ? -1 : Number(works) === 1 ? 1 : 0;

/** The codes a filter's options allow, as a lookup by code; undefined: no filter on that detail. */
export function allowedCodes(
  detail: DetailName,
  values: readonly string[] | undefined,
): Uint8Array | undefined {
  if (values === undefined) return undefined;
  const allowed = new Uint8Array(DETAIL_VALUES[detail].length + 1);
  for (const value of values) {
    const code = codeOf(detail, value);
    if (code !== 0) allowed[code] = 1;
  }
  return allowed;
}

/**
 * One number per combination of brand and details, the key of the kept combination counts:
 * the details take the low bits, the brand the rest (a safe integer for any category id).
 */
const TYPE_BITS = 8;
const GRADE_BITS = 8;
const MOUNT_BITS = 32;
const WORKS_BITS = 4;
const DETAIL_SPAN = TYPE_BITS * GRADE_BITS * MOUNT_BITS * WORKS_BITS;
if (ITEM_TYPES.length >= TYPE_BITS || GRADES.length >= GRADE_BITS || LENS_MOUNTS.length >= MOUNT_BITS) {
  throw new Error('A camera detail has outgrown its place in the storefront index key');
}

export interface Combination {
  categoryId: number;
  itemType: number;
  grade: number;
  mount: number;
  /** -1, 0 or 1. */
  works: number;
}

export function combinationKey(c: Combination): number {
  return (
    c.categoryId * DETAIL_SPAN +
    ((c.itemType * GRADE_BITS + c.grade) * MOUNT_BITS + c.mount) * WORKS_BITS +
    c.works +
    1
  );
}

export function combinationOf(key: number): Combination {
  const details = key % DETAIL_SPAN;
  const works = (details % WORKS_BITS) - 1;
  const mount = Math.floor(details / WORKS_BITS) % MOUNT_BITS;
  const grade = Math.floor(details / (WORKS_BITS * MOUNT_BITS)) % GRADE_BITS;
  const itemType = Math.floor(details / (WORKS_BITS * MOUNT_BITS * GRADE_BITS));
  return { categoryId: Math.floor(key / DETAIL_SPAN), itemType, grade, mount, works };
}
