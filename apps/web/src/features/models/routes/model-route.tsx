import { isCancelledError, type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { modelDetailQuery } from '../../../components/models/model-detail-query';
import { modelListingsQuery } from '../api/model-listings';
import { ModelPage } from '../components/model-page';

/**
 * The model is loaded before the page shows: an unknown slug (404) or one the API cannot look up
 * (400) becomes the not-found screen (RouteError). Its listings load beside it.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    void queryClient.prefetchQuery(modelListingsQuery(slug));
    try {
      await queryClient.ensureQueryData(modelDetailQuery(slug));
    } catch (error) {
      // A session restored during the load drops cached answers, which cancels this fetch: ask again.
      if (!isCancelledError(error)) throw error;
      await queryClient.ensureQueryData(modelDetailQuery(slug));
    }
    return { slug };
  };

/** `/models/{slug}` (issue 44, item 4): what a camera is worth, and who sells one. */
export default function ModelRoute() {
  const { slug } = useLoaderData<Awaited<ReturnType<ReturnType<typeof clientLoader>>>>();
  const { data: model } = useSuspenseQuery(modelDetailQuery(slug));
  return <ModelPage model={model} />;
}
