import { ProductListQuerySchema } from '@refocus/contract';
import { AppError } from '../../errors/app-error.js';
import { toCents } from '../../shared/money.js';
import { candidateKeys, type SearchTerms, searchTermsOf } from '../products/products.public.js';
import { savedSearchesErrors } from './saved-searches-errors.js';

/**
 * The spellings of the catalogue's search (`searchTermsOf`) a search's keys are filed under:
 * raised when they change, so the alerts job files older searches again (migration 041;
 * 1: decision 064's model numbers and generations).
 */
export const KEYS_VERSION = 1;

/** What a saved search filters on, in the columns the matcher reads. */
export interface SavedQuery {
  /** The query string kept: the catalogue's own parameters, in a fixed order, no page or cursor. */
  query: string;
  q: string | null;
  categoryId: number | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  keys: string[];
  terms: SearchTerms;
}

const KEPT = ['q', 'category', 'minPrice', 'maxPrice', 'sort', 'type', 'grade', 'mount', 'works'] as const;
/** Filters that may repeat in the URL (decision 037). */
const REPEATED = new Set<string>(['type', 'grade', 'mount']);

/**
 * Reads the catalogue query a person saves with the catalogue's own schema, so a saved search
 * means exactly what the products page showed. Paging (`page`, `limit`, `cursor`) is dropped:
 * an alert is about new listings, not a page of them. Bad input is a 400 naming `query`.
 */
export function parseSavedQuery(raw: string): SavedQuery {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const given: Record<string, string | string[]> = {};
  for (const key of KEPT) {
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length === 0) continue;
    given[key] = REPEATED.has(key) ? values : (values[0] as string);
  }
  const parsed = ProductListQuerySchema.safeParse(given);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message;
    throw new AppError(
      'validation-failed',
      problem
        ? { ...savedSearchesErrors.queryNotValid, values: { problem } }
        : savedSearchesErrors.queryIsNotValid,
      'query',
    );
  }
  const { q, category, minPrice, maxPrice } = parsed.data;
  const terms = q ? searchTermsOf(q) : [];
  if (q && terms.length === 0)
    throw new AppError('validation-failed', savedSearchesErrors.queryQLettersDigits, 'query');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    throw new AppError('validation-failed', savedSearchesErrors.queryMinpriceMustAbove, 'query');
  const kept = new URLSearchParams();
  for (const key of KEPT) {
    const value = parsed.data[key];
    if (value === undefined || given[key] === undefined) continue;
    // Repeated filters are kept as the schema read them: sorted, without duplicates.
    if (Array.isArray(value)) for (const one of value) kept.append(key, one);
    else kept.set(key, given[key] as string);
  }
  return {
    query: kept.toString(),
    q: q || null,
    categoryId: category ?? null,
    minPriceCents: minPrice === undefined ? null : toCents(minPrice),
    maxPriceCents: maxPrice === undefined ? null : toCents(maxPrice),
    keys: candidateKeys(terms),
    terms,
  };
}
