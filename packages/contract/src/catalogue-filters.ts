import { z } from 'zod';
import { GRADES, ITEM_TYPES, LENS_MOUNTS } from './camera-details-values.js';

/**
 * Catalogue filters on camera details (issue 14 item 3; decision 037). Each may repeat in the
 * URL (`grade=excellent&grade=very-good`): options of one filter are ORed, filters are ANDed.
 * Values are sorted and deduplicated, so one search has one page key and one cursor digest.
 */
const oneOrMany = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z
        .array(z.string(), { error: `${name} must be one of ${values.join(', ')}` })
        .max(values.length, { error: `${name} is given more times than it has values` })
        // Checked on the whole list, so the error names the parameter, not `grade.1`.
        .refine((list) => list.every((value) => (values as readonly string[]).includes(value)), {
          error: `${name} must be one of ${values.join(', ')}`,
        })
        .transform((list) => [...new Set(list)].sort() as T[number][]),
    )
    .optional();

export const WORKS_VALUES = ['yes', 'no'] as const;

/** `includeSold=true|false` (default false): a seller's page and the catalogue lists (decision 038). */
export const IncludeSoldSchema = z
  .enum(['true', 'false'], { error: 'includeSold must be true or false' })
  .default('false')
  .transform((v) => v === 'true');

export const CatalogueFiltersSchema = z.object({
  type: oneOrMany('type', ITEM_TYPES),
  grade: oneOrMany('grade', GRADES),
  mount: oneOrMany('mount', LENS_MOUNTS),
  works: z.enum(WORKS_VALUES, { error: 'works must be yes or no' }).optional(),
});
export type CatalogueFilters = z.infer<typeof CatalogueFiltersSchema>;

/** The filters that have counts per option (`GET /api/products/facets`). */
export const FACET_NAMES = ['type', 'grade', 'mount', 'works'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** One option's count for the current search with every other filter applied. */
export const FacetCountSchema = z.object({
  value: z.string(),
  count: z.number().int(),
  /** False when counting stopped at the cap: `count` is then "at least". */
  exact: z.boolean(),
});
export type FacetCount = z.infer<typeof FacetCountSchema>;

export const FacetsSchema = z.object({
  type: z.array(FacetCountSchema),
  grade: z.array(FacetCountSchema),
  mount: z.array(FacetCountSchema),
  works: z.array(FacetCountSchema),
});
export type Facets = z.infer<typeof FacetsSchema>;
