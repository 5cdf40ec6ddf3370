import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { data, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { brandName, brandsQuery } from '../../../components/brands/use-brands';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { pageCountOf, pageFromSearch } from '../../../lib/page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { categoryProductsQuery, facetsQuery } from '../api/products';
import type { BookingControl } from '../components/booking-control';
import { CategoryGrid } from '../components/category-grid';
import { FiltersButton } from '../components/filters-button';
import { FiltersSidebarLayout } from '../components/filters-sidebar-layout';
import { PageHeader } from '../components/page-header';
import { ProductFacets } from '../components/product-facets';
import { ResultCount } from '../components/result-count';
import { filtersFromSearch, type ProductFilters, panelChoiceCount } from '../product-filters';

/** The brand page's filters: the camera details of its URL, within the brand. */
const brandFilters = (id: number, search: URLSearchParams): ProductFilters => ({
  ...filtersFromSearch(search),
  q: '',
  minPrice: undefined,
  maxPrice: undefined,
  category: id,
});

/**
 * Spec §2: the items of a category are loaded before the page shows. Every brand of the menu has
 * its page (issue 44), named as the menu names it; any other id is not found.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const raw = params.id ?? '';
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    const name = Number.isNaN(id)
      ? undefined
      : brandName(await queryClient.ensureQueryData(brandsQuery()), id);
    if (name === undefined) throw data('Unknown brand', { status: 404 });
    const search = new URL(request.url).searchParams;
    const page = pageFromSearch(search);
    const cursor = search.get('cursor') ?? undefined;
    const filters = brandFilters(id, search);
    // Counts per option load beside the list (decision 037); the list is what the page waits for.
    void queryClient.prefetchQuery(facetsQuery(filters));
    await queryClient.ensureQueryData(categoryProductsQuery(id, page, cursor, filters));
    return { id, name, page, cursor };
  };

/**
 * `/category/{id}`: one brand's listings as detailed cards with Book now (spec §2); the app
 * passes in the orders feature's booking control.
 */
export function CategoryScreen({ Booking }: { Booking: BookingControl }) {
  const { id, name, page, cursor } = useLoaderData<ReturnType<typeof clientLoader>>();
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'products.brand.title', defaultMessage: '{brand} cameras' },
    { brand: name },
  );
  usePageTitle(title);
  const [params] = useSearchParams();
  const filters = brandFilters(id, params);
  const { data: result } = useSuspenseQuery(categoryProductsQuery(id, page, cursor, filters));
  const pageCount = pageCountOf(result.total, DEFAULT_PAGE_SIZE);

  const panel = <ProductFacets filters={filters} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
      <PageHeader
        eyebrow={intl.formatMessage({ id: 'products.brand.eyebrow', defaultMessage: 'Brand' })}
        title={title}
      >
        <ResultCount
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          shown={result.items.length}
          total={result.total}
          totalKind={result.totalKind}
        />
      </PageHeader>
      <div className="mb-6 xl:hidden">
        <FiltersButton count={panelChoiceCount(filters)}>{panel}</FiltersButton>
      </div>
      <FiltersSidebarLayout panel={panel}>
        {result.items.length === 0 ? (
          <EmptyState
            title={intl.formatMessage(
              { id: 'products.brand.empty', defaultMessage: 'No {brand} cameras listed right now' },
              { brand: name },
            )}
          >
            <FormattedMessage
              id="products.brand.emptyHint"
              defaultMessage="Try another brand or check back soon."
            />
          </EmptyState>
        ) : (
          <CategoryGrid products={result.items} label={title} Booking={Booking} />
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          cursors={{ next: result.nextCursor, prev: result.prevCursor }}
          totalKind={result.totalKind}
        />
      </FiltersSidebarLayout>
    </div>
  );
}
