import { useEffect } from 'react';

const SITE = 'Refocus';

/** Sets the document title for the current screen, e.g. `All Products · Refocus`. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · Used cameras marketplace`;
  }, [title]);
}
