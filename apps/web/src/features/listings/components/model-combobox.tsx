import type { Model } from '@refocus/contract';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { optionId } from '../../../components/search-combobox/search-listbox';
import { useModelSearch } from '../use-model-search';

interface ModelComboboxProps {
  /** The field's id and its error and hint, from FormField. */
  control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  text: string;
  onType: (words: string) => void;
  onChoose: (model: Model) => void;
}

/**
 * A text field offering the catalogue's models as the seller types (WAI-ARIA combobox, list
 * autocomplete with manual selection, as the search field): the arrows move through them, Enter
 * or a click chooses one, Escape closes and then clears, Tab closes. Words matching no model stay.
 */
export function ModelCombobox({ control, text, onType, onChoose }: ModelComboboxProps) {
  const intl = useIntl();
  const listboxId = useId();
  const models = useModelSearch(text);
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const open = expanded && models.length > 0;
  const active = open ? activeIndex : -1;

  const close = () => {
    setExpanded(false);
    setActiveIndex(-1);
  };
  const choose = (model: Model) => {
    close();
    onChoose(model);
  };

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        const count = models.length;
        if (count === 0) return;
        setExpanded(true);
        if (!open) setActiveIndex(down ? 0 : count - 1);
        else setActiveIndex(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
        return;
      }
      case 'Enter': {
        // While the models show, Enter is about them, never sending the half-written form.
        if (!open) return;
        event.preventDefault();
        const model = models[active];
        if (model) choose(model);
        else close();
        return;
      }
      case 'Escape':
        if (open || text) event.preventDefault();
        if (open) close();
        else onType('');
        return;
      case 'Tab':
        close();
        return;
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        maxLength={100}
        value={text}
        placeholder={intl.formatMessage({
          id: 'listings.model.placeholder',
          defaultMessage: 'e.g. 5D Mark IV, a7 III, X-T5',
        })}
        className="input w-full aria-[invalid=true]:border-error"
        onChange={(event) => {
          onType(event.target.value);
          setActiveIndex(-1);
          setExpanded(true);
        }}
        onClick={() => setExpanded(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {/* A press on the popup must not take focus from the field: that would close it before the click lands. */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'listings.model.options', defaultMessage: 'Models' })}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full start-0 z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {models.map((model, index) => (
          // Focus stays in the field, which takes the keys (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={model.slug}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(model)}
            className={`flex min-h-11 cursor-pointer items-center rounded-field px-3 py-2 text-sm ${index === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
          >
            {model.name}
          </div>
        ))}
      </div>
    </div>
  );
}
