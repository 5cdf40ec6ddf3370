import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AddProductValues } from './add-product-schema';
import { createProduct, uploadImage } from './api/listings';

export type AddStage = 'idle' | 'uploading' | 'saving';

/**
 * Spec §4 "Adding a product": upload the image, then create the product. A photo already
 * uploaded is reused when only the create step failed and the seller tries again.
 */
export function useAddProduct() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<AddStage>('idle');
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const add = async ({ image, ...fields }: AddProductValues) => {
    const file = image[0]!;
    try {
      setStage('uploading');
      if (uploaded.current?.file !== file) {
        const { url } = await uploadImage(file);
        uploaded.current = { file, url };
      }
      setStage('saving');
      const product = await createProduct({ ...fields, imgURL: uploaded.current.url });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      return product;
    } finally {
      setStage('idle');
    }
  };

  return { add, stage };
}
