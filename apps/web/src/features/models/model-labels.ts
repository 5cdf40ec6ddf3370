import type { ModelType } from '@refocus/contract';

/** A model type as the admin pages write it. */
export const MODEL_TYPE_LABELS = {
  body: 'Body',
  lens: 'Lens',
  'film camera': 'Film camera',
  compact: 'Compact',
} as const satisfies Record<ModelType, string>;
