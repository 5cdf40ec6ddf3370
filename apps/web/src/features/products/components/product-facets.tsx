import { type DetailFilterName, type DetailSelection, FACET_NAMES } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useNavigation, useSearchParams } from 'react-router';
import { facetsQuery } from '../api/products';
import { detailsFromSearch, type ProductFilters, withIncludeSold, withOption } from '../product-filters';
import { FacetFieldset } from './facet-fieldset';
import { SyncedChoice } from './synced-choice';

/**
 * One fieldset per camera-detail filter the contract declares (`DETAIL_FILTERS`), with a count
 * per option (issue 14 item 3) and the listings that leave it unspecified (issue 42 item 5),
 * then "Include sold". The list does not wait for the counts: they come from their own request
 * and fill in when they arrive. Every choice goes to the URL at once, so a filtered search can
 * be shared and saved.
 */
export function ProductFacets({ filters }: { filters: ProductFilters }) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  // The URL a click builds on: the one being navigated to, if any. The rendered URL lags while
  // the list loads, and building on it would undo a choice made a moment before.
  const latest = navigation.location ? new URLSearchParams(navigation.location.search) : params;
  const { data } = useQuery(facetsQuery(filters));
  const chosenIn = (selection: DetailSelection, name: DetailFilterName): readonly string[] => {
    const chosen: readonly string[] | string | undefined = selection[name];
    return typeof chosen === 'string' ? [chosen] : (chosen ?? []);
  };

  return (
    <div className="flex flex-col gap-5">
      {FACET_NAMES.map((name) => (
        <FacetFieldset
          key={name}
          name={name}
          chosen={chosenIn(filters, name)}
          counts={new Map((data?.[name] ?? []).map((count) => [count.value, count]))}
          notSpecified={data?.notSpecified[name]}
          onChoose={(value, on) =>
            setParams(withOption(latest, name, chosenIn(detailsFromSearch(latest), name), value, on))
          }
        />
      ))}
      {/* Sold listings stay off the lists unless asked for (issue 14 item 5, decision 038). */}
      <SyncedChoice
        labelClassName="flex cursor-pointer items-center gap-2 text-sm font-semibold"
        type="checkbox"
        name="includeSold"
        className="checkbox checkbox-sm"
        checked={filters.includeSold}
        onChange={(event) => setParams(withIncludeSold(latest, event.currentTarget.checked))}
      >
        <FormattedMessage id="products.facets.includeSold" defaultMessage="Include sold" />
      </SyncedChoice>
    </div>
  );
}
