import {
  type FacetCount,
  type Facets,
  GRADE_SCALE,
  type Grade,
  ITEM_TYPE_LABELS,
  type ItemType,
  LENS_MOUNT_LABELS,
  type LensMount,
} from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigation, useSearchParams } from 'react-router';
import { facetsQuery } from '../api/products';
import { type DetailKey, type ProductFilters, withIncludeSold, withOption } from '../product-filters';

const WORKS_LABELS = { yes: 'Works fully', no: 'Does not work fully' } as const;

interface FacetGroup {
  key: DetailKey;
  legend: string;
  options: { value: string; label: string }[];
  chosen: readonly string[];
}

/** "(12)", "(10,000+)" when counting stopped at the cap; nothing until the counts arrive. */
function countText(count: FacetCount | undefined): string {
  if (!count) return '';
  return ` (${count.count.toLocaleString('en-US')}${count.exact ? '' : '+'})`;
}

/**
 * Type, mount, grade and "works" filters with a count per option (issue 14 item 3). The list
 * does not wait for the counts: they come from their own request and fill in when they arrive.
 * Every choice goes to the URL at once, so a filtered search can be shared and saved.
 */
export function ProductFacets({ filters }: { filters: ProductFilters }) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  /**
   * The URL a click builds on: the one being navigated to, if any. The rendered URL lags while
   * the list loads, and building on it would undo a choice made a moment before.
   */
  const latest = () => (navigation.location ? new URLSearchParams(navigation.location.search) : params);
  /** The options of `key` that `url` ticks, known values only (as the filters read them). */
  const tickedIn = (url: URLSearchParams, key: DetailKey, options: { value: string }[]) =>
    url.getAll(key).filter((value) => options.some((option) => option.value === value));
  const { data } = useQuery(facetsQuery(filters));
  const groups: FacetGroup[] = [
    {
      key: 'type',
      legend: 'Type',
      options: Object.entries(ITEM_TYPE_LABELS as Record<ItemType, string>).map(([value, label]) => ({
        value,
        label,
      })),
      chosen: filters.type,
    },
    {
      key: 'mount',
      legend: 'Lens mount',
      options: Object.entries(LENS_MOUNT_LABELS as Record<LensMount, string>).map(([value, label]) => ({
        value,
        label,
      })),
      chosen: filters.mount,
    },
    {
      key: 'grade',
      legend: 'Grade',
      options: Object.entries(GRADE_SCALE as Record<Grade, { label: string }>).map(([value, grade]) => ({
        value,
        label: grade.label,
      })),
      chosen: filters.grade,
    },
  ];
  // Uncontrolled, remounted when the URL changes: a click shows at once, while the router
  // navigates, and the back button still shows what the URL says.
  const chosen = [filters.type, filters.mount, filters.grade, filters.works ?? '', filters.includeSold].join(
    '|',
  );
  const counts = (key: keyof Facets) => new Map((data?.[key] ?? []).map((count) => [count.value, count]));

  return (
    <section
      key={chosen}
      aria-label="Camera details"
      className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {groups.map((group) => {
        const byValue = counts(group.key);
        return (
          <fieldset key={group.key} className="rounded-box border border-base-300 p-3">
            <legend className="px-1 text-sm font-medium">{group.legend}</legend>
            <ul className="max-h-56 overflow-y-auto">
              {group.options.map((option) => (
                <li key={option.value}>
                  <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      defaultChecked={group.chosen.includes(option.value)}
                      onChange={(event) => {
                        const url = latest();
                        const ticked = tickedIn(url, group.key, group.options);
                        setParams(
                          withOption(url, group.key, ticked, option.value, event.currentTarget.checked),
                        );
                      }}
                    />
                    {option.label}
                    {countText(byValue.get(option.value))}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <fieldset className="rounded-box border border-base-300 p-3">
        <legend className="px-1 text-sm font-medium">Works</legend>
        {(['any', 'yes', 'no'] as const).map((value) => {
          const byValue = counts('works');
          return (
            <label key={value} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
              <input
                type="radio"
                name="works"
                className="radio radio-sm"
                defaultChecked={(filters.works ?? 'any') === value}
                onChange={() =>
                  setParams(
                    value === 'any'
                      ? withOption(latest(), 'works', [], '', false)
                      : withOption(latest(), 'works', [], value, true),
                  )
                }
              />
              {value === 'any' ? 'Any' : `${WORKS_LABELS[value]}${countText(byValue.get(value))}`}
            </label>
          );
        })}
      </fieldset>
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
