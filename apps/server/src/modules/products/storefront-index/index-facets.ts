import { type Facets, GRADES, ITEM_TYPES, LENS_MOUNTS } from '@refocus/contract';
import { FACET_SAMPLE } from '../storefront-facets.js';
import { priced, type StorefrontFilter } from '../storefront-query.js';
import type { IndexedSide } from './indexed-side.js';
import { checksOf, spanOf } from './side-walk.js';

/**
 * Facet counts from memory (decision 043), as countFacets gives them: disjunctive (each facet
 * counted with every filter but its own), from the kept combinations without prices (exact),
 * or with a price range from the brand's first FACET_SAMPLE + 1 entries within the range,
 * cheapest first (lower bounds once the sample fills). Counted by detail code: an entry passing
 * every facet's filter counts in all four; one failing exactly one counts in that one only.
 */
class FacetTally {
  readonly type = new Float64Array(ITEM_TYPES.length + 1);
  readonly grade = new Float64Array(GRADES.length + 1);
  readonly mount = new Float64Array(LENS_MOUNTS.length + 1);
  /** By stored `works` + 1: not given, no, yes. */
  readonly works = new Float64Array(3);
  private readonly checks;

  constructor(filter: StorefrontFilter) {
    this.checks = checksOf(filter, 'price_asc');
  }

  add(type: number, grade: number, mount: number, works: number, n: number): void {
    const c = this.checks;
    const typeFails = c.types !== undefined && c.types[type] !== 1;
    const gradeFails = c.grades !== undefined && c.grades[grade] !== 1;
    const mountFails = c.mounts !== undefined && c.mounts[mount] !== 1;
    const worksFails = c.works !== -2 && works !== c.works;
    const fails = Number(typeFails) + Number(gradeFails) + Number(mountFails) + Number(worksFails);
    if (fails > 1) return;
    if (fails === 0 || typeFails) this.type[type]! += n;
    if (fails === 0 || gradeFails) this.grade[grade]! += n;
    if (fails === 0 || mountFails) this.mount[mount]! += n;
    if (fails === 0 || worksFails) this.works[works + 1]! += n;
  }

  facets(exact: boolean): Facets {
    const counts = (values: readonly string[], byCode: Float64Array) =>
      values.map((value, index) => ({ value, count: byCode[index + 1]!, exact }));
    return {
      type: counts(ITEM_TYPES, this.type),
      grade: counts(GRADES, this.grade),
      mount: counts(LENS_MOUNTS, this.mount),
      works: [
        { value: 'yes', count: this.works[2]!, exact },
        { value: 'no', count: this.works[1]!, exact },
      ],
    };
  }
}

export function indexFacets(sides: IndexedSide[], filter: StorefrontFilter): Facets {
  const tally = new FacetTally(filter);
  if (!priced(filter)) {
    for (const side of sides) {
      for (const { combination: c, n } of side.combinations()) {
        if (filter.categoryId !== undefined && c.categoryId !== filter.categoryId) continue;
        tally.add(c.itemType, c.grade, c.mount, c.works, n);
      }
    }
    return tally.facets(true);
  }
  let exact = true;
  for (const side of sides) {
    const span = spanOf(side, filter, 'price_asc', undefined);
    if (!span) continue;
    const end = Math.min(span.high, span.low + FACET_SAMPLE + 1);
    if (end - span.low > FACET_SAMPLE) exact = false;
    const slots = span.slots.raw;
    for (let index = span.low; index < end; index++) {
      const slot = slots[index]!;
      tally.add(side.itemType[slot]!, side.grade[slot]!, side.mount[slot]!, side.works[slot]!, 1);
    }
  }
  return tally.facets(exact);
}

/**
 * The facet counts of a search by words alone (no brand, no prices: those narrow the sample in
 * SQL before it is cut): the first FACET_SAMPLE + 1 matches of each side, as the search index
 * gave them, tallied from the index. A match the index does not hold yet (written after its
 * last catch-up) is left out, as the next version's answer will count it.
 */
export function wordFacets(sides: IndexedSide[], matches: number[][], filter: StorefrontFilter): Facets {
  const tally = new FacetTally(filter);
  let exact = true;
  sides.forEach((side, i) => {
    const seqs = matches[i] ?? [];
    if (seqs.length > FACET_SAMPLE) exact = false;
    for (const seq of seqs.slice(0, FACET_SAMPLE + 1)) {
      const slot = side.slotOf(seq);
      if (slot >= 0)
        tally.add(side.itemType[slot]!, side.grade[slot]!, side.mount[slot]!, side.works[slot]!, 1);
    }
  });
  return tally.facets(exact);
}
