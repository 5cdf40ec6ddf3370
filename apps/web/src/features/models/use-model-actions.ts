import type { Model, ModelCreate } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';
import { createModel, MODELS_KEY, mergeModel } from './api/models';

/** Add a model, merge a duplicate: each says so and searches again. Forms show their own refusals. */
export function useModelActions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MODELS_KEY] });
  const create = useMutation({
    mutationFn: (model: ModelCreate) => createModel(model),
    onSuccess: (model) => {
      toast.success(
        intl.formatMessage(
          { id: 'models.toast.added', defaultMessage: '{name} is added to the catalogue.' },
          { name: model.name },
        ),
      );
      return refresh();
    },
  });
  const merge = useMutation({
    mutationFn: ({ duplicate, into }: { duplicate: Model; into: Model }) =>
      mergeModel(duplicate.slug, into.slug),
    onSuccess: (kept, { duplicate }) => {
      toast.success(
        intl.formatMessage(
          { id: 'models.toast.merged', defaultMessage: '{duplicate} is merged into {kept}.' },
          { duplicate: duplicate.name, kept: kept.name },
        ),
      );
      return refresh();
    },
  });
  return { create, merge };
}
