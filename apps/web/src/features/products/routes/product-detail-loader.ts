import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { modelDetailQuery } from '../../../components/models/model-detail-query';
import { productQuery } from '../api/products';

/**
 * Loads the listing first: a 404 (unknown, sold, removed) becomes the not-found screen.
 * The router keeps this loader in the entry chunk, so the request runs while the screen's
 * chunk downloads.
 */
export const productDetailLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    try {
      await queryClient.ensureQueryData(productQuery(id));
    } catch (error) {
      // A session restored during the load drops cached answers, which cancels this fetch: ask again.
      if (!isCancelledError(error)) throw error;
      await queryClient.ensureQueryData(productQuery(id));
    }
    // Its model's price guide (issue 44, item 5) comes beside the screen's chunk, and with a server-drawn page.
    const model = queryClient.getQueryData(productQuery(id).queryKey)?.model;
    if (model) void queryClient.prefetchQuery(modelDetailQuery(model.slug));
    return { id };
  };

export type ProductDetailData = Awaited<ReturnType<ReturnType<typeof productDetailLoader>>>;
