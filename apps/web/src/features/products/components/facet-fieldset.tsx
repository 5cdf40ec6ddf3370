import { DETAIL_FILTERS, type DetailFilterName, type FacetCount } from '@refocus/contract';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { detailFilterLegend, detailOptionLabel } from '../../../lib/i18n/catalogue-labels';
import { useFormat } from '../../../lib/i18n/use-format';
import { SyncedChoice } from './synced-choice';

/** "12", "10,000+" when counting stopped at the cap, in the page's digits. */
function countOf(count: Pick<FacetCount, 'count' | 'exact'>, format: (value: number) => string): string {
  return `${format(count.count)}${count.exact ? '' : '+'}`;
}

/** A filter's options in the contract's order, in the page's words. */
function optionsOf(intl: IntlShape, name: DetailFilterName): { value: string; label: string }[] {
  const { values } = DETAIL_FILTERS[name];
  return values.map((value) => ({ value, label: detailOptionLabel(intl, name, value) ?? value }));
}

interface FacetFieldsetProps {
  name: DetailFilterName;
  /** The options chosen, as the URL shown says. */
  chosen: readonly string[];
  counts: Map<string, FacetCount>;
  /** The listings that give this detail no value; undefined until the counts arrive. */
  notSpecified: Pick<FacetCount, 'count' | 'exact'> | undefined;
  /** Switches one option on or off; a filter that does not repeat takes '' for "Any". */
  onChoose: (value: string, on: boolean) => void;
}

/**
 * One camera-detail filter as the contract declares it: every option with its count, checkboxes
 * for a filter that repeats, one choice or "Any" for one that does not, whole (no list cut
 * mid-row). Below them, how many listings give no value for it (issue 42, item 5): a choice
 * here leaves those out, and the page says so rather than hiding them unseen.
 */
export function FacetFieldset({ name, chosen, counts, notSpecified, onChoose }: FacetFieldsetProps) {
  const intl = useIntl();
  const { count: format } = useFormat();
  const { repeats } = DETAIL_FILTERS[name];
  const legend = detailFilterLegend(intl, name);
  const any = intl.formatMessage({ id: 'products.facets.any', defaultMessage: 'Any' });
  const options = repeats ? optionsOf(intl, name) : [{ value: '', label: any }, ...optionsOf(intl, name)];
  /** " (12)" beside an option; nothing until the counts arrive. */
  const countText = (count: Pick<FacetCount, 'count' | 'exact'> | undefined) =>
    count ? ` (${countOf(count, format)})` : '';
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <SyncedChoice
              labelClassName="flex cursor-pointer items-center gap-2 py-0.5 text-sm"
              type={repeats ? 'checkbox' : 'radio'}
              name={repeats ? undefined : name}
              className={repeats ? 'checkbox checkbox-sm' : 'radio radio-sm'}
              checked={repeats ? chosen.includes(option.value) : (chosen[0] ?? '') === option.value}
              onChange={(event) =>
                onChoose(option.value, repeats ? event.currentTarget.checked : option.value !== '')
              }
            >
              {option.label}
              {option.value && countText(counts.get(option.value))}
            </SyncedChoice>
          </li>
        ))}
      </ul>
      {notSpecified && notSpecified.count > 0 && (
        <p className="mt-1 text-xs text-base-content/75" data-testid={`${name}-not-specified`}>
          {chosen.length > 0 ? (
            <FormattedMessage
              id="products.facets.notSpecifiedHidden"
              defaultMessage="Not specified ({count}): not shown while this filter is on"
              values={{ count: countOf(notSpecified, format) }}
            />
          ) : (
            <FormattedMessage
              id="products.facets.notSpecified"
              defaultMessage="Not specified ({count})"
              values={{ count: countOf(notSpecified, format) }}
            />
          )}
        </p>
      )}
    </fieldset>
  );
}
