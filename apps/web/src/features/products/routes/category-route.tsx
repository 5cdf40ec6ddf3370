import { categoryName, DEFAULT_PAGE_SIZE } from '@refocus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { ProductResults } from '../../../components/product/product-results';
import { usePageTitle } from '../../../lib/use-page-title';
import { categoryProductsQuery } from '../api/products';
import { PageHeader } from '../components/page-header';
import { ResultCount } from '../components/result-count';
import { pageCountOf, pageFromSearch } from '../page-param';

/** Spec §2: the items of a category are loaded before the page shows. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const raw = params.id ?? '';
    const id = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
    const name = categoryName(id);
    if (name === undefined) throw data('Unknown brand', { status: 404 });
    const page = pageFromSearch(new URL(request.url).searchParams);
    await queryClient.ensureQueryData(categoryProductsQuery(id, page));
    return { id, name, page };
  };

/** `/category/{id}`: one brand's listings. */
export default function CategoryRoute() {
  const { id, name, page } = useLoaderData<ReturnType<typeof clientLoader>>();
  usePageTitle(`${name} cameras`);
  const { data: result, error, refetch } = useSuspenseQuery(categoryProductsQuery(id, page));
  const pageCount = pageCountOf(result.total, DEFAULT_PAGE_SIZE);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader eyebrow="Brand" title={`${name} cameras`}>
        <ResultCount
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          shown={result.items.length}
          total={result.total}
        />
      </PageHeader>
      <ProductResults
        products={result.items}
        error={error}
        onRetry={() => void refetch()}
        label={`${name} cameras`}
        skeletonCount={6}
        emptyTitle={`No ${name} cameras listed right now`}
        emptyText="Try another brand or check back soon."
        headingLevel={2}
      />
      <Pagination page={page} pageCount={pageCount} />
    </div>
  );
}
