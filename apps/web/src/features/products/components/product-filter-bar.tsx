import { type FormEvent, type ReactNode, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SearchCombobox } from '../../../components/search-combobox/search-combobox';
import { type ProductFilters, SORT_LABELS, SORTS, withFilters } from '../product-filters';
import { ClearFiltersLink } from './clear-filters-link';

/**
 * Search and sort of `/products`, in one row above the cameras (issue 42, item 5), with the
 * "Filters" button of phones and tablets (`filtersButton`). Everything lives in the URL: the
 * sort applies at once, the words on Enter or Search; any change goes back to page 1. The words'
 * field suggests brands, models and recent searches (issue 43, item 4).
 */
export function ProductFilterBar({
  filters,
  active,
  filtersButton,
}: {
  filters: ProductFilters;
  active: boolean;
  filtersButton: ReactNode;
}) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const words = useRef<HTMLInputElement>(null);
  const sort = useRef<HTMLSelectElement>(null);
  // Drawn anew when the URL changes (back button, clear filters), so the fields show it.
  const key = ['q', 'sort'].map((name) => params.get(name) ?? '').join('|');

  // The words as typed go with a new sort too, as one form would send them.
  const apply = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setParams(withFilters(params, { q: words.current?.value ?? '', sort: sort.current?.value ?? '' }));
  };

  return (
    <search
      key={key}
      aria-label={intl.formatMessage({ id: 'products.filters.region', defaultMessage: 'Filter cameras' })}
      className="mb-6 flex flex-wrap items-end gap-3"
    >
      {/* The filters' panel is a dialog with forms of its own, so it stays out of this form. */}
      <form onSubmit={apply} className="flex min-w-0 grow basis-full items-end gap-2 sm:basis-64">
        <SearchCombobox
          className="min-w-0 grow"
          defaultValue={filters.q}
          placeholder={intl.formatMessage({
            id: 'products.search.placeholder',
            defaultMessage: 'Model, e.g. EOS R6',
          })}
          inputClassName="input w-full"
          inputRef={words}
          fieldClassName="flex flex-col gap-1"
          fieldStart={
            <span className="text-sm font-medium max-sm:sr-only">
              <FormattedMessage id="products.search.label" defaultMessage="Search" />
            </span>
          }
        />
        <button type="submit" className="btn btn-primary">
          <FormattedMessage id="products.search.submit" defaultMessage="Search" />
        </button>
      </form>
      {filtersButton}
      <label className="flex min-w-0 grow flex-col gap-1 sm:grow-0">
        <span className="text-sm font-medium max-sm:sr-only">
          <FormattedMessage id="products.sort.label" defaultMessage="Sort by" />
        </span>
        <select
          ref={sort}
          name="sort"
          defaultValue={filters.sort}
          onChange={() => apply()}
          className="select w-full"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </label>
      {active && <ClearFiltersLink className="btn btn-ghost" />}
    </search>
  );
}
