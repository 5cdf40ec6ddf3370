import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddProductValues } from './add-product-schema';
import { updateProduct, uploadImage } from './api/listings';
import { detailsForType } from './camera-details-schema';
import type { AddStage } from './use-add-product';

/** Saves an edit: uploads a replacement photo first when one was chosen, then one PATCH. */
export function useEditProduct(id: string) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<AddStage>('idle');

  const save = async ({ image, ...fields }: AddProductValues) => {
    try {
      const file = image[0];
      let imgURL: string | undefined;
      if (file) {
        setStage('uploading');
        imgURL = (await uploadImage(file)).url;
      }
      setStage('saving');
      const product = await updateProduct(id, { ...detailsForType(fields), ...(imgURL ? { imgURL } : {}) });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      return product;
    } finally {
      setStage('idle');
    }
  };

  return { save, stage };
}
