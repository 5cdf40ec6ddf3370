import type { Product } from '@refocus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddProductValues } from './add-product-schema';
import { updateProduct } from './api/listings';
import { detailsForType } from './camera-details-schema';
import { photosOf } from './edit-product-values';
import type { AddStage } from './use-add-product';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Saves an edit in one PATCH. The gallery is sent only when it changed: a listing from before
 * our image host (its photo elsewhere) keeps its photo through other edits.
 */
export function useEditProduct(product: Product) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<AddStage>('idle');

  const save = async ({ photos, ...fields }: AddProductValues) => {
    try {
      setStage('saving');
      const unchanged = sameList(
        photos,
        photosOf(product).map((photo) => photo.url),
      );
      const gallery = unchanged ? {} : { imgURL: photos[0]!, photos };
      const saved = await updateProduct(product._id, { ...detailsForType(fields), ...gallery });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      return saved;
    } finally {
      setStage('idle');
    }
  };

  return { save, stage };
}
