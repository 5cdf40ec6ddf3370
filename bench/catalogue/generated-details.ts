import type { Grade, ItemType, LensMount } from '@refocus/contract';
import type { Kind } from './generated-vocabulary.js';

/**
 * Camera details of a generated listing (decision 037), worked out from its model, title and
 * condition without drawing from the generator's random stream, so a seed still writes the
 * same listings as before the details existed; only these columns are new.
 */
export interface GeneratedDetails {
  itemType: ItemType;
  grade: Grade;
  works: 0 | 1;
  lensMount: LensMount | null;
}

const GRADE_OF: Record<string, Grade> = {
  'Like new': 'like-new',
  Excellent: 'excellent',
  'Very good': 'very-good',
  Good: 'good',
  Fair: 'well-used',
  'For parts': 'for-parts',
};

function mountOf(categoryId: 1 | 2 | 3, kind: Kind, model: string): LensMount | null {
  if (kind === 'compact') return null;
  if (categoryId === 1) {
    if (kind === 'film') return model.startsWith('EOS') ? 'canon-ef' : 'canon-fd';
    if (/^EOS M\d/.test(model)) return 'other';
    return /^(RF|EOS R)/.test(model) ? 'canon-rf' : 'canon-ef';
  }
  if (categoryId === 2) return kind === 'dslr' ? 'sony-a' : 'sony-e';
  return kind === 'mirrorless' || /^NIKKOR Z/.test(model) ? 'nikon-z' : 'nikon-f';
}

export function generatedDetails(listing: {
  categoryId: 1 | 2 | 3;
  kind: Kind;
  model: string;
  name: string;
  condition: string;
}): GeneratedDetails {
  const itemType: ItemType =
    listing.kind === 'lens'
      ? 'lens'
      : listing.kind === 'film'
        ? 'film-camera'
        : listing.name.endsWith(' kit')
          ? 'kit'
          : 'camera-body';
  return {
    itemType,
    grade: GRADE_OF[listing.condition] ?? 'good',
    works: listing.condition === 'For parts' ? 0 : 1,
    lensMount: mountOf(listing.categoryId, listing.kind, listing.model),
  };
}
