/** Placeholder rows in a table's shape while a list loads. */
export function TableSkeleton({ rows }: { rows: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <span className="sr-only">
        {intl.formatMessage({ id: 'components.tableSkeleton.loading', defaultMessage: 'Loading…' })}
      </span>
      <div className="skeleton h-5 w-1/3" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
        <div key={index} className="skeleton h-10 w-full" />
      ))}
    </div>
  );
}

import { useIntl } from 'react-intl';
