import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { ProductResults } from '../../../components/product/product-results';
import { pageCountOf } from '../../../lib/page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { productsQuery } from '../api/products';
import { CatalogueFilterPanel } from '../components/catalogue-filter-panel';
import { ClearFiltersLink } from '../components/clear-filters-link';
import { FiltersButton } from '../components/filters-button';
import { FiltersSidebarLayout } from '../components/filters-sidebar-layout';
import { PageHeader } from '../components/page-header';
import { ProductFilterBar } from '../components/product-filter-bar';
import { ResultCount } from '../components/result-count';
import { SearchSuggestion, WithoutFiltersLink } from '../components/search-suggestion';
import { filtersFromSearch, hasActiveFilters, panelChoiceCount } from '../product-filters';

/**
 * `/products`: the storefront with search, brand, price range and sort, all kept in the URL.
 * `actions` come from other features (the app composes them): "Save this search".
 */
export function ProductsScreen({ actions }: { actions?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'products.list.title', defaultMessage: 'All Products' });
  usePageTitle(title);
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params);
  const active = hasActiveFilters(filters);
  const { page } = filters;
  const { data, error, refetch, isPlaceholderData } = useQuery({
    ...productsQuery(filters),
    placeholderData: keepPreviousData,
  });
  const pageCount = data ? pageCountOf(data.total, DEFAULT_PAGE_SIZE) : 1;
  // Past the last page: asked by the page number, so an estimated total's page count is not the
  // judge (the estimate may be a little short); an empty page after the first is.
  const pastTheEnd =
    data !== undefined && !isPlaceholderData && data.total > 0 && page > 1 && data.items.length === 0;

  const panel = <CatalogueFilterPanel filters={filters} />;
  const shown = data !== undefined && !isPlaceholderData ? data : undefined;
  // A search that found nothing offers its alerts where the visitor looks (decision 066):
  // "Save this search" moves from the header into the empty state, so there is one of it.
  const foundNothing = shown !== undefined && shown.total === 0 && filters.q !== '';
  const narrowed = hasActiveFilters({ ...filters, q: '' });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
      <PageHeader
        eyebrow={intl.formatMessage({ id: 'products.list.eyebrow', defaultMessage: 'Shop' })}
        title={title}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {data && !isPlaceholderData && (
            <ResultCount
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              shown={data.items.length}
              total={data.total}
              totalKind={data.totalKind}
            />
          )}
          {!foundNothing && actions}
        </div>
      </PageHeader>
      <ProductFilterBar
        filters={filters}
        active={active}
        filtersButton={<FiltersButton count={panelChoiceCount(filters)}>{panel}</FiltersButton>}
      />
      <FiltersSidebarLayout panel={panel}>
        {pastTheEnd ? (
          <EmptyState
            title={intl.formatMessage(
              { id: 'products.list.noSuchPage', defaultMessage: 'There is no page {page}' },
              { page },
            )}
          >
            <Link
              to={`?${new URLSearchParams([...params].filter(([k]) => k !== 'page'))}`}
              className="link text-brand"
            >
              <FormattedMessage id="products.list.firstPage" defaultMessage="Go to the first page" />
            </Link>
          </EmptyState>
        ) : (
          <div
            aria-busy={isPlaceholderData}
            className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
          >
            {shown?.suggestion && <SearchSuggestion suggestion={shown.suggestion} />}
            <ProductResults
              products={data?.items}
              error={error}
              onRetry={() => void refetch()}
              label={intl.formatMessage({ id: 'products.list.label', defaultMessage: 'All products' })}
              skeletonCount={6}
              emptyTitle={
                active
                  ? intl.formatMessage({ id: 'products.list.noMatch', defaultMessage: 'No cameras match' })
                  : intl.formatMessage({
                      id: 'products.list.noneYet',
                      defaultMessage: 'No cameras listed yet',
                    })
              }
              emptyText={
                active ? (
                  <>
                    <p>
                      <FormattedMessage
                        id="products.list.noMatchHint"
                        defaultMessage="Try other words, another brand, a wider price range or fewer camera details."
                      />
                    </p>
                    <div className="mt-4 flex flex-wrap justify-center gap-2">
                      {filters.q !== '' && narrowed && (
                        <WithoutFiltersLink q={filters.q} className="btn btn-outline btn-sm" />
                      )}
                      <ClearFiltersLink className="btn btn-outline btn-sm" />
                    </div>
                    {foundNothing && actions && (
                      <div className="mt-6 flex flex-col items-center gap-2">
                        <p>
                          <FormattedMessage
                            id="products.list.alertOffer"
                            defaultMessage="Hear about it when a camera matching this search is listed:"
                          />
                        </p>
                        {actions}
                      </div>
                    )}
                  </>
                ) : (
                  intl.formatMessage({
                    id: 'products.list.noneYetHint',
                    defaultMessage: 'Check back soon: sellers add new gear every day.',
                  })
                )
              }
              headingLevel={2}
            />
          </div>
        )}
        {data && !pastTheEnd && (
          <Pagination
            page={page}
            pageCount={pageCount}
            cursors={{ next: data.nextCursor, prev: data.prevCursor }}
            totalKind={data.totalKind}
          />
        )}
      </FiltersSidebarLayout>
    </div>
  );
}
