/** A thin indeterminate bar at the top of the page while something loads. */
export function PageProgress() {
  const intl = useIntl();
  return (
    <progress
      className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 w-full rounded-none"
      aria-label={intl.formatMessage({ id: 'components.pageProgress.loading', defaultMessage: 'Loading' })}
    />
  );
}

import { useIntl } from 'react-intl';
