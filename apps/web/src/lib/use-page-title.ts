import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';

const SITE = 'Refocus';

/**
 * Where a server render writes the page's title (entry-server.tsx puts it in `<title>`):
 * effects do not run on the server. Absent in the browser.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the document title for the current screen, e.g. `All Products · Refocus`. */
export function usePageTitle(title?: string): void {
  const intl = useIntl();
  const fullTitle = title
    ? `${title} · ${SITE}`
    : intl.formatMessage(
        { id: 'app.title.home', defaultMessage: '{site} · Used cameras marketplace' },
        { site: SITE },
      );
  useContext(ServerTitleContext)?.(fullTitle);
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
