/**
 * Believable, varied listings by the million for `npm run seed:catalogue` and the benchmarks:
 * real bodies and lenses of the three brands, conditions, cities (accented ones too), prices
 * that follow the model's price, its age and its condition, and descriptions assembled from
 * many different words. Deterministic for a given seed, so runs can be compared.
 */

import { seededRandom } from '../lib/seeded-random.js';
import type { Kind, Model } from './generated-vocabulary.js';
import {
  BODY_OPENINGS,
  BRANDS,
  CITIES,
  CLOSINGS,
  CONDITION_NOTES,
  CONDITIONS,
  DETAILS,
  EXTRAS,
  FILM_OPENINGS,
  FIRST_NAMES,
  LAST_NAMES,
  LENS_OPENINGS,
  MODELS,
  PLACES,
} from './generated-vocabulary.js';

export interface GeneratedSeller {
  name: string;
  email: string;
  phone: string;
}

export function generatedSellers(count: number): GeneratedSeller[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
    email: `seller-${i + 1}@catalogue.refocus.test`,
    phone: `+48 600 ${String(100 + i).padStart(3, '0')} ${String(1000 + ((i * 37) % 9000)).slice(0, 3)}`,
  }));
}

export interface GeneratedListing {
  name: string;
  categoryId: 1 | 2 | 3;
  kind: Kind;
  /** The model's name without the brand (for its lens mount). */
  model: string;
  location: string;
  /** Cents. */
  resalePrice: number;
  originalPrice: number;
  yearOfUse: number;
  yearOfPurchase: number;
  condition: string;
  description: string;
  status: 'available' | 'booked' | 'sold';
}

const CONDITION_WEIGHT = CONDITIONS.reduce((sum, c) => sum + c.weight, 0);

/** Makes listings one after the other from a seeded generator. */
export class ListingGenerator {
  private readonly random: () => number;

  constructor(
    seed: number,
    private readonly thisYear = new Date().getUTCFullYear(),
  ) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  private condition() {
    let roll = this.random() * CONDITION_WEIGHT;
    for (const condition of CONDITIONS) {
      roll -= condition.weight;
      if (roll < 0) return condition;
    }
    return CONDITIONS[1];
  }

  next(): GeneratedListing {
    const { brand, categoryId } = this.pick(BRANDS);
    const model = this.pick(MODELS[categoryId]);
    const condition = this.condition();
    const yearOfPurchase = model.year + Math.floor(this.random() * (this.thisYear - model.year + 1));
    const yearOfUse = Math.max(0.5, this.thisYear - yearOfPurchase + (this.random() < 0.5 ? 0 : 0.5));
    // Older gear keeps less of its price; film classics are priced by what they fetch today.
    const ageFactor = Math.max(0.35, 1 - yearOfUse * 0.06);
    const dollars = model.price * condition.keeps * ageFactor * (0.85 + this.random() * 0.3);
    const resalePrice = Math.max(1000, Math.round(dollars) * 100 - (this.random() < 0.6 ? 100 : 0));
    const roll = this.random();
    return {
      name: this.title(brand, model),
      categoryId,
      kind: model.kind,
      model: model.name,
      location: this.pick(CITIES),
      resalePrice,
      originalPrice: model.price * 100,
      yearOfUse,
      yearOfPurchase,
      condition: condition.name,
      description: this.description(brand, model, yearOfUse),
      status: roll < 0.9 ? 'available' : roll < 0.95 ? 'sold' : 'booked',
    };
  }

  private title(brand: string, model: Model): string {
    const full = `${brand} ${model.name}`;
    const roll = this.random();
    if (model.kind === 'lens' || model.kind === 'film') return roll < 0.2 ? `${full} (boxed)` : full;
    if (roll < 0.15) return `${full} body only`;
    if (roll < 0.25) return `${full} with ${this.pick(EXTRAS)}`;
    if (roll < 0.3) return `${full} kit`;
    return full;
  }

  private description(brand: string, model: Model, yearOfUse: number): string {
    const openings =
      model.kind === 'lens' ? LENS_OPENINGS : model.kind === 'film' ? FILM_OPENINGS : BODY_OPENINGS;
    const years = yearOfUse <= 1 ? 'a year' : `${Math.round(yearOfUse)} years`;
    const opening = this.pick(openings)
      .replace('{model}', `${brand} ${model.name}`)
      .replace('{years}', years)
      .replace('{place}', this.pick(PLACES));
    const details: string[] = [];
    const detailCount = 1 + Math.floor(this.random() * 3);
    for (let i = 0; i < detailCount; i++) {
      details.push(
        this.pick(DETAILS)
          .replace('{count}', `${(5 + Math.floor(this.random() * 150)) * 1000}`)
          .replace(
            '{when}',
            this.pick(['last month', 'in the spring', 'before listing', 'at a service centre']),
          ),
      );
    }
    const extras = [this.pick(EXTRAS), this.pick(EXTRAS)].filter((e, i, all) => all.indexOf(e) === i);
    const condition = this.pick(CONDITION_NOTES);
    return `${opening} ${condition} ${details.join(' ')} Comes with ${extras.join(' and ')}. ${this.pick(CLOSINGS)}`;
  }
}

/**
 * Words a visitor might search for, taken from what the generator writes, for benchmarks
 * that send searches finding something; `NOTHING_WORDS` find nothing.
 */
export function searchVocabulary(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}/.-]+/u)) {
      const trimmed = word.replace(/^[.,-]+|[.,-]+$/g, '');
      if (trimmed.length >= 3) words.add(trimmed);
    }
  };
  for (const { brand } of BRANDS) add(brand);
  for (const models of Object.values(MODELS)) for (const model of models) add(model.name);
  for (const text of [
    ...BODY_OPENINGS,
    ...LENS_OPENINGS,
    ...FILM_OPENINGS,
    ...DETAILS,
    ...EXTRAS,
    ...CLOSINGS,
    ...PLACES,
    ...CITIES,
  ]) {
    add(text.replace(/\{\w+\}/g, ' '));
  }
  return [...words].sort();
}

export const NOTHING_WORDS = [
  'hasselblad',
  'leica',
  'fujifilm',
  'olympus',
  'pentax',
  'zeiss',
  'voigtlander',
  'mamiya',
  'rolleiflex',
  'polaroid',
  'xylophone',
  'quasar',
  'zebrafish',
  'wombat',
] as const;
