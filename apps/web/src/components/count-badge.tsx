/**
 * How many new things wait behind an icon button (the bell, Messages): a round badge on the
 * icon's corner, "99+" past 99. Hidden from screen readers unless `unreadText` is given: then
 * it says "3 unread" as part of its link's name, else the link's own label says the count.
 */
export function CountBadge({
  count,
  className = 'absolute -end-1 -top-1',
  testId,
  unreadText = false,
}: {
  count: number;
  className?: string;
  testId?: string;
  unreadText?: boolean;
}) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden={unreadText ? undefined : true}
      data-testid={testId}
      className={`badge badge-primary badge-xs h-4 min-w-4 rounded-full px-1 text-[0.625rem] font-bold tabular-nums ${className}`}
    >
      {count > 99 ? '99+' : count}
      {unreadText && (
        <span className="sr-only">
          {' '}
          {intl.formatMessage({ id: 'components.countBadge.unread', defaultMessage: 'unread' })}
        </span>
      )}
    </span>
  );
}

import { useIntl } from 'react-intl';
