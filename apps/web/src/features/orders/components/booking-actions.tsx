import type { Order } from '@refocus/contract';
import { ConfirmButton } from '../../../components/confirm-dialog';
import type { useOrderActions } from '../use-order-actions';
import { AcceptConsequence } from './accept-consequence';

interface BookingActionsProps {
  order: Order;
  move: ReturnType<typeof useOrderActions>;
}

/**
 * The seller's answers: accept or decline a pending booking; complete or cancel an accepted one.
 * Each button's spoken name starts with its visible words, then says whose booking (WCAG 2.5.3).
 */
export function BookingActions({ order, move }: BookingActionsProps) {
  const busy = move.isPending && move.variables?.id === order._id;
  const to = (status: 'accepted' | 'declined' | 'completed' | 'cancelled') => () =>
    move.mutateAsync({ id: order._id, status });
  const who = `${order.userName}'s booking of ${order.productName}`;

  if (order.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          className="btn btn-sm btn-primary"
          ariaLabel={`Accept ${who}`}
          title="Accept this booking?"
          message={<AcceptConsequence order={order} />}
          confirmLabel="Accept booking"
          disabled={busy}
          onConfirm={to('accepted')}
        >
          Accept
        </ConfirmButton>
        <ConfirmButton
          className="btn btn-sm btn-outline"
          ariaLabel={`Decline ${who}`}
          title="Decline this booking?"
          message={`${order.userName} will see this booking as declined in My Orders. The camera stays on sale.`}
          confirmLabel="Decline"
          danger
          disabled={busy}
          onConfirm={to('declined')}
        >
          Decline
        </ConfirmButton>
      </div>
    );
  }
  if (order.status === 'accepted') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          className="btn btn-sm btn-success"
          ariaLabel={`Mark completed: ${who}`}
          title="Mark this sale completed?"
          message={`${order.productName} is marked as sold to ${order.userName}.`}
          confirmLabel="Mark completed"
          disabled={busy}
          onConfirm={to('completed')}
        >
          Mark completed
        </ConfirmButton>
        <ConfirmButton
          className="btn btn-sm btn-outline"
          ariaLabel={`Cancel ${who}`}
          title="Cancel this booking?"
          message={`The meeting with ${order.userName} is off and ${order.productName} goes back on sale.`}
          confirmLabel="Cancel booking"
          dismissLabel="Keep booking"
          danger
          disabled={busy}
          onConfirm={to('cancelled')}
        >
          Cancel
        </ConfirmButton>
      </div>
    );
  }
  return null;
}
