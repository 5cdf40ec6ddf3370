import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { optionId, SearchListbox } from './search-listbox';
import { matchingRecentSearches, type SearchOption, searchOptionGroups } from './search-options';
import { useSearchSuggestions } from './search-suggestions-query';

interface SearchComboboxProps {
  /** The `<label>` around the input, whose bottom the popup hangs from, and what it shows first. */
  fieldClassName: string;
  fieldStart: ReactNode;
  placeholder: string;
  defaultValue?: string;
  /** The input's name when the label shows no words (`fieldStart` is an icon). */
  accessibleName?: string;
  inputClassName?: string;
  className?: string;
  /** Which edge of the field the popup lines up with: `end` for a field near the right edge. */
  popupAlign?: 'start' | 'end';
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when a pick leaves for another page (a brand), e.g. to close a menu around the field. */
  onNavigate?: () => void;
}

/**
 * The search field of a GET form (`q`), as a WAI-ARIA combobox with a listbox popup (APG,
 * list autocomplete with manual selection; issue 43, item 4): brands, models and recent
 * searches once two letters are typed. The arrows move through them, Enter picks the active one
 * or submits the typed words, Escape closes (and then clears), Tab closes. A model or a recent
 * search is submitted as the form's words, so each form searches its own way; a brand opens its
 * page. Drawn on the server as a plain field: recent searches are read once the field is used.
 */
export function SearchCombobox({
  fieldClassName,
  fieldStart,
  placeholder,
  defaultValue = '',
  accessibleName,
  inputClassName = '',
  className = '',
  popupAlign = 'start',
  inputRef,
  onNavigate,
}: SearchComboboxProps) {
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const listboxId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [recents, setRecents] = useState<string[]>([]);

  const suggestions = useSearchSuggestions(text);
  const groups = searchOptionGroups(suggestions, matchingRecentSearches(recents, text));
  const options = groups.flatMap((group) => group.options);
  const open = expanded && options.length > 0;
  const active = open ? activeIndex : -1;

  const close = () => {
    setExpanded(false);
    setActiveIndex(-1);
  };
  const show = () => {
    setRecents(readRecentSearches());
    setExpanded(true);
  };

  // Every search sent from this field's form (Enter, its button, a picked option) is remembered.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onSubmit = () => {
      rememberSearch(input.current?.value ?? '');
      setExpanded(false);
      setActiveIndex(-1);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [input]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const pick = ({ pick: action }: SearchOption) => {
    if (action.kind === 'brand') {
      close();
      setText('');
      // The catalogue filtered to the brand, as the footer's brand links: open to visitors,
      // where the navbar's brand pages (`/category/{id}`, spec §6) ask them to sign in.
      navigate(`/products?category=${action.categoryId}`);
      onNavigate?.();
      return;
    }
    // The field shows the words before the form reads them.
    flushSync(() => setText(action.words));
    input.current?.form?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (open) {
          const count = options.length;
          setActiveIndex(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
          return;
        }
        // Opening: the first option, or from Up the last (of the recent searches read now).
        const fresh = readRecentSearches();
        const count = searchOptionGroups(suggestions, matchingRecentSearches(fresh, text)).flatMap(
          (group) => group.options,
        ).length;
        setRecents(fresh);
        setExpanded(true);
        setActiveIndex(down ? 0 : count - 1);
        return;
      }
      case 'Enter': {
        const option = options[active];
        if (!option) return; // the form submits the typed words
        event.preventDefault();
        pick(option);
        return;
      }
      case 'Escape':
        // Handled here only: a menu around the field (the phone's site menu) stays open.
        if (open || text) {
          event.preventDefault();
          event.stopPropagation();
        }
        if (open) close();
        else setText('');
        return;
      case 'Tab':
        close();
        return;
    }
  };

  return (
    <div className={`relative ${className}`}>
      <label className={fieldClassName}>
        {fieldStart}
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          aria-label={accessibleName}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
          autoComplete="off"
          value={text}
          maxLength={200}
          placeholder={placeholder}
          className={inputClassName}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            show();
          }}
          onClick={show}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </label>
      <SearchListbox
        id={listboxId}
        groups={groups}
        open={open}
        activeIndex={active}
        align={popupAlign}
        onPick={pick}
      />
    </div>
  );
}
