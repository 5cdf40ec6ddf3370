import { type FormEvent, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useBrands } from '../../../components/brands/use-brands';
import { type ProductFilters, withFilters } from '../product-filters';
import { PriceInput } from './price-input';
import { ProductFacets } from './product-facets';

/**
 * The filters of All Products, in the sidebar or the phone's panel: brand (applied at once), the
 * price range (on Enter or Apply) and the camera details.
 */
export function CatalogueFilterPanel({ filters }: { filters: ProductFilters }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // The price fields are drawn anew when the URL's prices change (Back, "Clear filters"), so they
  // show them; the brand follows the URL in place, so focus stays on it.
  const prices = ['minPrice', 'maxPrice'].map((name) => params.get(name) ?? '').join('|');
  const brand = useRef<HTMLSelectElement>(null);
  const category = String(filters.category ?? '');
  const { data: brands } = useBrands();
  useEffect(() => {
    if (brand.current) brand.current.value = category;
  }, [category]);

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let [minPrice, maxPrice] = [String(form.get('minPrice') ?? ''), String(form.get('maxPrice') ?? '')];
    if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice))
      [minPrice, maxPrice] = [maxPrice, minPrice];
    setParams(withFilters(params, { minPrice, maxPrice }));
  };

  return (
    <div className="flex flex-col gap-5">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">
          <FormattedMessage id="products.filters.brand" defaultMessage="Brand" />
        </span>
        {/* A new element once the brands come: its default value then has its option. */}
        <select
          key={brands ? 'brands' : 'loading'}
          ref={brand}
          name="category"
          defaultValue={filters.category ?? ''}
          onChange={(event) => setParams(withFilters(params, { category: event.currentTarget.value }))}
          className="select select-sm w-full"
        >
          <option value="">
            {intl.formatMessage({ id: 'products.filters.allBrands', defaultMessage: 'All brands' })}
          </option>
          {brands?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <form key={prices} onSubmit={applyPrices}>
        <fieldset className="grid grid-cols-2 items-end gap-2">
          <legend className="mb-1 text-sm font-semibold">
            <FormattedMessage id="products.filters.price" defaultMessage="Price" />
          </legend>
          <PriceInput
            name="minPrice"
            label={intl.formatMessage({ id: 'products.filters.minPrice', defaultMessage: 'Min price' })}
            value={filters.minPrice}
          />
          <PriceInput
            name="maxPrice"
            label={intl.formatMessage({ id: 'products.filters.maxPrice', defaultMessage: 'Max price' })}
            value={filters.maxPrice}
          />
          <button type="submit" className="btn btn-outline btn-sm col-span-2">
            <FormattedMessage id="products.filters.applyPrice" defaultMessage="Apply price" />
          </button>
        </fieldset>
      </form>
      <ProductFacets filters={filters} />
    </div>
  );
}
