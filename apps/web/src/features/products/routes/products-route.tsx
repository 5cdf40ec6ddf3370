import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { ProductResults } from '../../../components/product/product-results';
import { usePageTitle } from '../../../lib/use-page-title';
import { productsQuery } from '../api/products';
import { PageHeader } from '../components/page-header';
import { ResultCount } from '../components/result-count';
import { pageCountOf, pageFromSearch } from '../page-param';

/** `/products`: every listing, a page at a time; the page lives in the URL. */
export default function ProductsRoute() {
  usePageTitle('All Products');
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const { data, error, refetch, isPlaceholderData } = useQuery({
    ...productsQuery(page),
    placeholderData: keepPreviousData,
  });
  const pageCount = data ? pageCountOf(data.total, DEFAULT_PAGE_SIZE) : 1;
  const pastTheEnd = data !== undefined && !isPlaceholderData && data.total > 0 && page > pageCount;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader eyebrow="Shop" title="All Products">
        {data && !isPlaceholderData && (
          <ResultCount
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            shown={data.items.length}
            total={data.total}
          />
        )}
      </PageHeader>
      {pastTheEnd ? (
        <EmptyState title={`There is no page ${page}`}>
          <Link to="." className="link text-brand">
            Go to the first page
          </Link>
        </EmptyState>
      ) : (
        <div
          aria-busy={isPlaceholderData}
          className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
        >
          <ProductResults
            products={data?.items}
            error={error}
            onRetry={() => void refetch()}
            label="All products"
            skeletonCount={6}
            emptyTitle="No cameras listed yet"
            emptyText="Check back soon: sellers add new gear every day."
            headingLevel={2}
          />
        </div>
      )}
      {data && !pastTheEnd && <Pagination page={page} pageCount={pageCount} />}
    </div>
  );
}
