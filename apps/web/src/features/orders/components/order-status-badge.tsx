import type { OrderStatus } from '@refocus/contract';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  accepted: 'info',
  declined: 'error',
  cancelled: 'neutral',
  completed: 'success',
};

/** A booking's status: pending, accepted, declined, cancelled or completed. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={TONES[status]}>{status}</StatusBadge>;
}
