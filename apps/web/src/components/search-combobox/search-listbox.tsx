import { defineMessages } from '@refocus/i18n';
import { useIntl } from 'react-intl';
import type { SearchOption, SearchOptionGroup } from './search-options';

/** The groups' headings in the page's language. */
const GROUP_LABELS = defineMessages({
  Brands: { id: 'components.search.brands', defaultMessage: 'Brands' },
  Models: { id: 'components.search.models', defaultMessage: 'Models' },
  'Recent searches': { id: 'components.search.recent', defaultMessage: 'Recent searches' },
}) satisfies Record<SearchOptionGroup['label'], unknown>;

/** The id of the option at `index` (counted across groups), for `aria-activedescendant`. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The popup of the search combobox: a listbox of labelled groups (WAI-ARIA APG, grouped
 * listbox). Focus stays in the field, so its options are not focusable; the active one is
 * named by the field's `aria-activedescendant` and drawn as selected.
 */
export function SearchListbox({
  id,
  groups,
  open,
  activeIndex,
  align,
  onPick,
}: {
  id: string;
  groups: SearchOptionGroup[];
  open: boolean;
  activeIndex: number;
  align: 'start' | 'end';
  onPick: (option: SearchOption) => void;
}) {
  const intl = useIntl();
  let index = 0;
  return (
    // A press on the popup must not take focus from the field: that would close it before the
    // click that picks lands (on phones too, whose taps send the same mouse events).
    <div
      id={id}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'components.search.suggestions', defaultMessage: 'Suggestions' })}
      hidden={!open}
      onMouseDown={(event) => event.preventDefault()}
      className={`absolute top-full z-40 mt-1 max-h-[min(28rem,70vh)] w-max min-w-full max-w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 text-base-content shadow-lg ${align === 'end' ? 'end-0' : 'start-0'}`}
    >
      {groups.map((group) => {
        const labelId = `${id}-${group.label.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          // A listbox holds options and groups of them only: no <fieldset>.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div key={group.label} role="group" aria-labelledby={labelId}>
            <div
              role="presentation"
              id={labelId}
              className="px-3 pt-2 pb-1 text-xs font-semibold text-base-content/75"
            >
              {intl.formatMessage(GROUP_LABELS[group.label])}
            </div>
            {group.options.map((option) => {
              const at = index++;
              const active = at === activeIndex;
              return (
                // Focus stays in the field, which takes the keys (aria-activedescendant).
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                <div
                  key={`${group.label}:${option.label}`}
                  id={optionId(id, at)}
                  role="option"
                  aria-selected={active}
                  onClick={() => onPick(option)}
                  className={`flex min-h-11 cursor-pointer items-center rounded-field px-3 py-2 text-sm break-words ${active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
                >
                  {option.label}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
