import type { OrderStatus } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { ORDER_STATUS } from '../order-words';

const TONES: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  accepted: 'info',
  declined: 'error',
  cancelled: 'neutral',
  completed: 'success',
};

/** A booking's status: pending, accepted, declined, cancelled or completed. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return <StatusBadge tone={TONES[status]}>{intl.formatMessage(ORDER_STATUS, { status })}</StatusBadge>;
}
