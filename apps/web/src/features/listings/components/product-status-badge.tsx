import type { ProductStatus } from '@refocus/contract';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<ProductStatus, StatusTone> = {
  available: 'success',
  booked: 'warning',
  sold: 'neutral',
};

/** A listing's status: available, booked (an accepted booking holds it) or sold. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <StatusBadge tone={TONES[status]}>{status}</StatusBadge>;
}
