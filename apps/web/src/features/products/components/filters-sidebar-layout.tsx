import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * The results with the filters beside them from extra-large screens up, a compact column that
 * leaves the first cameras in view (issue 42, item 5); below that, the results alone and the
 * filters in the panel of the "Filters" button.
 */
export function FiltersSidebarLayout({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="xl:grid xl:grid-cols-[14rem_minmax(0,1fr)] xl:items-start xl:gap-8">
      <aside
        aria-label={intl.formatMessage({ id: 'products.filters.sidebar', defaultMessage: 'Filters' })}
        className="max-xl:hidden"
      >
        {panel}
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
