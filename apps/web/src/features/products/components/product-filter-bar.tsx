import { CATEGORIES } from '@refocus/contract';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_KEYS, type ProductFilters, SORT_LABELS, SORTS, withFilters } from '../product-filters';
import { ClearFiltersLink } from './clear-filters-link';
import { PriceInput } from './price-input';

/**
 * Search, brand, price range and sort of `/products`. Everything lives in the URL: selects
 * apply at once, text fields on Enter or Search; any change goes back to page 1.
 */
export function ProductFilterBar({ filters, active }: { filters: ProductFilters; active: boolean }) {
  const [params, setParams] = useSearchParams();
  // Remount when the URL changes (back button, clear filters) so the fields show it.
  const key = FILTER_KEYS.map((name) => params.get(name) ?? '').join('|');

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    const min = Number(values.minPrice);
    const max = Number(values.maxPrice);
    if (values.minPrice && values.maxPrice && min > max) {
      [values.minPrice, values.maxPrice] = [values.maxPrice, values.minPrice];
    }
    setParams(withFilters(params, values));
  };
  const submitOnChange = (event: { currentTarget: HTMLSelectElement }) =>
    event.currentTarget.form?.requestSubmit();

  return (
    <search aria-label="Filter cameras">
      <form
        key={key}
        onSubmit={apply}
        className="mb-8 grid grid-cols-2 items-end gap-3 rounded-box border border-base-300 bg-base-200/50 p-4 md:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
      >
        <label className="col-span-2 flex flex-col gap-1 md:col-span-3 lg:col-span-1">
          <span className="text-sm font-medium">Search</span>
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={200}
            placeholder="Model, e.g. EOS R6"
            className="input w-full"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Brand</span>
          <select
            name="category"
            defaultValue={filters.category ?? ''}
            onChange={submitOnChange}
            className="select w-full"
          >
            <option value="">All brands</option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <PriceInput name="minPrice" label="Min price" value={filters.minPrice} />
        <PriceInput name="maxPrice" label="Max price" value={filters.maxPrice} />
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Sort by</span>
          <select name="sort" defaultValue={filters.sort} onChange={submitOnChange} className="select w-full">
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-center gap-3 md:col-span-1">
          <button type="submit" className="btn btn-primary grow lg:grow-0">
            Search
          </button>
          {active && <ClearFiltersLink className="btn btn-ghost" />}
        </div>
      </form>
    </search>
  );
}
