import { z } from 'zod';
import {
  type CatalogueFilters,
  DETAIL_FILTERS,
  type DetailFilterName,
  FACET_NAMES,
} from './camera-details-values.js';
import { validationText, vm } from './validation-messages.js';

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
        .array(z.string(), {
          error: validationText(vm.commonMustOne, { label: name, values: values.join(', ') }),
        })
        .max(values.length, { error: validationText(vm.catalogueFiltersGivenMoreTimesThan, { label: name }) })
        // Checked on the whole list, so the error names the parameter, not `grade.1`.
        .refine((list) => list.every((value) => (values as readonly string[]).includes(value)), {
          error: validationText(vm.commonMustOne, { label: name, values: values.join(', ') }),
        })
        .transform((list) => [...new Set(list)].sort() as T[number][]),
    )
    .optional();

function detailSchema(name: DetailFilterName) {
  const { values, repeats } = DETAIL_FILTERS[name];
  if (!repeats)
    return z
      .enum(values, {
        error: validationText(vm.catalogueFiltersMust, { label: name, values: values.join(' or ') }),
      })
      .optional();
  return oneOrMany(name, values as readonly [string, ...string[]]);
}

/** `includeSold=true|false` (default false): a seller's page and the catalogue lists (decision 038). */
export const IncludeSoldSchema = z
  .enum(['true', 'false'], { error: vm.catalogueFiltersIncludesoldMustTrueFalse.defaultMessage })
  .default('false')
  .transform((v) => v === 'true');

export const CatalogueFiltersSchema = z.object(
  Object.fromEntries(FACET_NAMES.map((name) => [name, detailSchema(name)])) as unknown as {
    [N in DetailFilterName]: z.ZodOptional<z.ZodType<NonNullable<CatalogueFilters[N]>, unknown>>;
  },
);

/** One option's count for the current search with every other filter applied. */
export const FacetCountSchema = z.object({
  value: z.string(),
  count: z.number().int(),
  /** False when counting stopped at the cap: `count` is then "at least". */
  exact: z.boolean(),
});
export type FacetCount = z.infer<typeof FacetCountSchema>;

/** How many listings of the search give no value for one filter: none of its options counts them. */
const UnspecifiedCountSchema = FacetCountSchema.omit({ value: true });

/**
 * Counts per option of each detail filter, and per filter how many listings leave it "not
 * specified" (issue 42, item 5): the listings any choice of that filter leaves out, told so that
 * ticking one option never hides most of the shop unseen. "Not specified" is a count, not an
 * option: choosing it is not a filter of the API.
 */
export const FacetsSchema = z.object({
  ...(Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(FacetCountSchema)])) as {
    [N in DetailFilterName]: z.ZodArray<typeof FacetCountSchema>;
  }),
  notSpecified: z.object(
    Object.fromEntries(FACET_NAMES.map((name) => [name, UnspecifiedCountSchema])) as {
      [N in DetailFilterName]: typeof UnspecifiedCountSchema;
    },
  ),
});
export type Facets = z.infer<typeof FacetsSchema>;
