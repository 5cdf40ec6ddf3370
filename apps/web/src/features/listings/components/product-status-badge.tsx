import type { ProductStatus } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<ProductStatus, StatusTone> = {
  available: 'success',
  booked: 'warning',
  sold: 'neutral',
};

/** A listing's status: available, booked (an accepted booking holds it) or sold. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={TONES[status]}>
      {intl.formatMessage(
        {
          id: 'listings.status.badge',
          defaultMessage:
            '{status, select, available {available} booked {booked} sold {sold} other {{status}}}',
        },
        { status },
      )}
    </StatusBadge>
  );
}
