import type { Model } from '@refocus/contract';
import {
  candidateKeys,
  foldText,
  listingTokens,
  lookupKeys,
  matchesTerms,
  searchTermsOf,
} from '../products/products.public.js';

type ListingTokens = ReturnType<typeof listingTokens>;

/** A model as the search reads it: its answer, and its words as the catalogue's search cuts them. */
export interface SearchableModel {
  model: Model;
  tokens: ListingTokens;
  /** The name's words folded and joined, from each word on: `eos5dmarkiv`, `5dmarkiv`, … */
  from: string[];
}

const compact = (text: string) => (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).join('');

/**
 * Cut once per catalogue load. The brand column holds the words the listings' index holds for
 * the brand (`brandWords`: Canon is also "Cannon"), the mount is searchable too ("sony e").
 */
export function searchable(model: Model, brandWords: string): SearchableModel {
  const words = foldText(model.name).match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    model,
    tokens: listingTokens({
      name: model.name,
      brand: brandWords || model.brand.name,
      description: model.mount ?? '',
      location: '',
    }),
    from: words.map((_, i) => words.slice(i).join('')),
  };
}

/**
 * The models by every word (and 2–6 letter beginning) a search matching them may ask first, as
 * saved searches are filed (decision 035): a search tests only the models under its keys.
 */
export interface ModelIndex {
  all: SearchableModel[];
  byKey: Map<string, SearchableModel[]>;
}

export function indexModels(models: SearchableModel[]): ModelIndex {
  const byKey = new Map<string, SearchableModel[]>();
  for (const entry of models) {
    for (const key of lookupKeys(entry.tokens)) {
      const filed = byKey.get(key);
      if (filed) filed.push(entry);
      else byKey.set(key, [entry]);
    }
  }
  return { all: models, byKey };
}

/** 0: the name begins with what was typed; 1: a later word of it does; 2: the words are elsewhere. */
function tierOf(entry: SearchableModel, typed: string): number {
  if (entry.from[0]?.startsWith(typed)) return 0;
  return entry.from.some((rest) => rest.startsWith(typed)) ? 1 : 2;
}

/**
 * The models matching `q` with the catalogue's own search terms (decision 064: model numbers
 * joined or apart, every spelling of a generation, brand and model together), best first: by
 * tier, then the shorter name (`canon 5d` puts the EOS 5D before its Mark IV), then by name.
 */
export function searchModels(index: ModelIndex, q: string, limit: number): Model[] {
  const terms = searchTermsOf(q);
  if (terms.length === 0) return [];
  const typed = compact(q);
  const keys = candidateKeys(terms);
  const candidates =
    keys.length === 0 ? index.all : [...new Set(keys.flatMap((key) => index.byKey.get(key) ?? []))];
  return candidates
    .filter((entry) => matchesTerms(terms, entry.tokens))
    .map((entry) => ({ entry, tier: tierOf(entry, typed) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        a.entry.model.name.length - b.entry.model.name.length ||
        a.entry.model.name.localeCompare(b.entry.model.name),
    )
    .slice(0, limit)
    .map(({ entry }) => entry.model);
}
