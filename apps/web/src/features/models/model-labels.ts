import type { ModelType } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { MessageDescriptor } from 'react-intl';

/** A model type as the admin pages write it. */
export const MODEL_TYPE_LABELS = defineMessages({
  body: { id: 'models.type.body', defaultMessage: 'Body' },
  lens: { id: 'models.type.lens', defaultMessage: 'Lens' },
  'film camera': { id: 'models.type.filmCamera', defaultMessage: 'Film camera' },
  compact: { id: 'models.type.compact', defaultMessage: 'Compact' },
}) satisfies Record<ModelType, MessageDescriptor>;
