import { DETAIL_FILTERS, type DetailFilterName, FACET_NAMES, type FacetCount } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigation, useSearchParams } from 'react-router';
import { facetsQuery } from '../api/products';
import { type ProductFilters, withIncludeSold, withOption } from '../product-filters';

/** "(12)", "(10,000+)" when counting stopped at the cap; nothing until the counts arrive. */
function countText(count: FacetCount | undefined): string {
  if (!count) return '';
  return ` (${count.count.toLocaleString('en-US')}${count.exact ? '' : '+'})`;
}

/** A filter's options with the words the contract gives them, in its order. */
function optionsOf(name: DetailFilterName): { value: string; label: string }[] {
  const { values, labels } = DETAIL_FILTERS[name];
  return values.map((value) => ({ value, label: (labels as Record<string, string>)[value] ?? value }));
}

/**
 * One fieldset per camera-detail filter the contract declares (`DETAIL_FILTERS`), with a count
 * per option (issue 14 item 3): checkboxes for a filter that repeats, one choice or "Any" for
 * one that does not. The list does not wait for the counts: they come from their own request
 * and fill in when they arrive. Every choice goes to the URL at once, so a filtered search can
 * be shared and saved.
 */
export function ProductFacets({ filters }: { filters: ProductFilters }) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  /**
   * The URL a click builds on: the one being navigated to, if any. The rendered URL lags while
   * the list loads, and building on it would undo a choice made a moment before.
   */
  const latest = () => (navigation.location ? new URLSearchParams(navigation.location.search) : params);
  const { data } = useQuery(facetsQuery(filters));
  const counts = (name: DetailFilterName) =>
    new Map((data?.[name] ?? []).map((count) => [count.value, count]));
  /** What the filters choose of `name`, as a list (none: empty). */
  const chosenOf = (name: DetailFilterName): readonly string[] => {
    const chosen: readonly string[] | string | undefined = filters[name];
    return typeof chosen === 'string' ? [chosen] : (chosen ?? []);
  };
  // Uncontrolled, remounted when the URL changes: a click shows at once, while the router
  // navigates, and the back button still shows what the URL says.
  const chosen = [...FACET_NAMES.map((name) => chosenOf(name).join(',')), filters.includeSold].join('|');

  return (
    <section
      key={chosen}
      aria-label="Camera details"
      className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {FACET_NAMES.map((name) => {
        const byValue = counts(name);
        const options = optionsOf(name);
        const ticked = chosenOf(name);
        return (
          <fieldset key={name} className="rounded-box border border-base-300 p-3">
            <legend className="px-1 text-sm font-medium">{DETAIL_FILTERS[name].legend}</legend>
            {DETAIL_FILTERS[name].repeats ? (
              <ul className="max-h-56 overflow-y-auto">
                {options.map((option) => (
                  <li key={option.value}>
                    <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        defaultChecked={ticked.includes(option.value)}
                        onChange={(event) => {
                          const url = latest();
                          // The options `url` ticks, known values only (as the filters read them).
                          const before = url
                            .getAll(name)
                            .filter((value) => options.some((known) => known.value === value));
                          setParams(withOption(url, name, before, option.value, event.currentTarget.checked));
                        }}
                      />
                      {option.label}
                      {countText(byValue.get(option.value))}
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              [{ value: '', label: 'Any' }, ...options].map((option) => (
                <label key={option.value} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
                  <input
                    type="radio"
                    name={name}
                    className="radio radio-sm"
                    defaultChecked={(ticked[0] ?? '') === option.value}
                    onChange={() =>
                      setParams(withOption(latest(), name, [], option.value, option.value !== ''))
                    }
                  />
                  {option.label}
                  {option.value && countText(byValue.get(option.value))}
                </label>
              ))
            )}
          </fieldset>
        );
      })}
      {/* Sold listings stay off the lists unless asked for (issue 14 item 5, decision 038). */}
      <label className="flex cursor-pointer items-center gap-2 text-sm sm:col-span-2 lg:col-span-4">
        <input
          type="checkbox"
          name="includeSold"
          className="checkbox checkbox-sm"
          defaultChecked={filters.includeSold}
          onChange={(event) => setParams(withIncludeSold(latest(), event.currentTarget.checked))}
        />
        Include sold
      </label>
    </section>
  );
}
