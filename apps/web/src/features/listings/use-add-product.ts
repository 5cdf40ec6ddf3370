import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddProductValues } from './add-product-schema';
import { createProduct } from './api/listings';

export type AddStage = 'idle' | 'uploading' | 'saving';

/**
 * Spec §4 "Adding a product": the photos are uploaded as they are chosen (the gallery editor),
 * so this creates the product; `imgURL` is the cover, the first photo, as old clients send it.
 */
export function useAddProduct() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<AddStage>('idle');

  const add = async ({ photos, ...fields }: AddProductValues) => {
    try {
      setStage('saving');
      const product = await createProduct({ ...fields, imgURL: photos[0]!, photos });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      return product;
    } finally {
      setStage('idle');
    }
  };

  return { add, stage };
}
