import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons';
import { useDismiss } from '../../../lib/use-dismiss';
import { useBrandLinks } from './nav-items';

/**
 * The Brand menu as a disclosure (WAI-ARIA navigation pattern): a button that shows a list
 * of links. Enter/Space/click toggle it, arrow keys move between links, Escape closes it.
 */
export function BrandDropdown() {
  const links = useBrandLinks();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, close, container, button);

  // Arrow keys on the closed button open the list first, then focus a link once it renders (and
  // once the brands have come, on a page just opened).
  const pendingStep = useRef<number | null>(null);
  useEffect(() => {
    if (!open || pendingStep.current === null || links.length === 0) return;
    focusLink(container.current, pendingStep.current);
    pendingStep.current = null;
  }, [open, links.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    if (open) {
      focusLink(container.current, step);
    } else {
      pendingStep.current = step;
      setOpen(true);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm font-medium"
        aria-expanded={open}
        aria-controls={listId}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage id="app.navbar.brand" defaultMessage="Brand" />
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={listId}
          className="menu absolute top-full start-0 z-40 mt-2 max-h-[70dvh] w-44 flex-nowrap overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={close}
                onKeyDown={onKeyDown}
                className={({ isActive }) => (isActive ? 'menu-active' : '')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Moves focus `step` links on from the focused one, wrapping; from the button, to the first or last. */
function focusLink(container: HTMLElement | null, step: number) {
  const links = [...(container?.querySelectorAll('a') ?? [])];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = index === -1 ? (step > 0 ? 0 : -1) : (index + step) % links.length;
  links.at(next)?.focus();
}
