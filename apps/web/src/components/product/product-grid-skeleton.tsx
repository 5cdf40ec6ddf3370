/** Placeholder cards in the grid's shape while a list loads. */
export function ProductGridSkeleton({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-6 md:grid-cols-3">
      <span className="sr-only">
        {intl.formatMessage({ id: 'components.productGrid.loading', defaultMessage: 'Loading cameras…' })}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
        <div key={index} className="card overflow-hidden border border-base-300 bg-base-100">
          <div className="skeleton aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <div className="skeleton h-3 w-16" />
            <div className="skeleton h-5 w-3/4" />
            <div className="skeleton h-4 w-1/2" />
            <div className="mt-2 flex items-end justify-between">
              <div className="skeleton h-7 w-24" />
              <div className="skeleton h-10 w-24" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

import { useIntl } from 'react-intl';
