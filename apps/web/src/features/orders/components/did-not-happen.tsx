import type { Order } from '@refocus/contract';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { useHasPassed } from '../use-has-passed';
import type { useOrderActions } from '../use-order-actions';

/**
 * The buyer's answer once an accepted booking's agreed time has passed without a sale (issue
 * 45, item 3): it cancels the booking, the one move a buyer has on an accepted booking, and
 * only then (the server checks the time too).
 */
export function DidNotHappen({ order, move }: { order: Order; move: ReturnType<typeof useOrderActions> }) {
  const passed = useHasPassed(order.meeting.agreed?.startsAt);
  if (order.status !== 'accepted' || !passed) return null;
  return (
    <ConfirmButton
      className="btn btn-sm btn-outline"
      ariaLabel={`It did not happen: the meeting about ${order.productName}`}
      title="The meeting did not happen?"
      message={`Your booking of ${order.productName} is cancelled and the seller sees it as cancelled in their Bookings. The camera goes back on sale.`}
      confirmLabel="Cancel booking"
      dismissLabel="Keep booking"
      danger
      disabled={move.isPending && move.variables?.id === order._id}
      onConfirm={() => move.mutateAsync({ id: order._id, status: 'cancelled' })}
    >
      It did not happen
    </ConfirmButton>
  );
}
