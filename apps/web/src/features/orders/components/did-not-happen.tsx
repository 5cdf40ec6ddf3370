import type { Order } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { useHasPassed } from '../use-has-passed';
import type { useOrderActions } from '../use-order-actions';

/**
 * The buyer's answer once an accepted booking's agreed time has passed without a sale (issue
 * 45, item 3): it cancels the booking, the one move a buyer has on an accepted booking, and
 * only then (the server checks the time too).
 */
export function DidNotHappen({ order, move }: { order: Order; move: ReturnType<typeof useOrderActions> }) {
  const intl = useIntl();
  const passed = useHasPassed(order.meeting.agreed?.startsAt);
  if (order.status !== 'accepted' || !passed) return null;
  return (
    <ConfirmButton
      className="btn btn-sm btn-outline"
      ariaLabel={intl.formatMessage(
        { id: 'orders.didNotHappen.label', defaultMessage: 'It did not happen: the meeting about {camera}' },
        { camera: order.productName },
      )}
      title={intl.formatMessage({
        id: 'orders.didNotHappen.title',
        defaultMessage: 'The meeting did not happen?',
      })}
      message={intl.formatMessage(
        {
          id: 'orders.didNotHappen.message',
          defaultMessage:
            'Your booking of {camera} is cancelled and the seller sees it as cancelled in their Bookings. The camera goes back on sale.',
        },
        { camera: order.productName },
      )}
      confirmLabel={intl.formatMessage({
        id: 'orders.didNotHappen.confirm',
        defaultMessage: 'Cancel booking',
      })}
      dismissLabel={intl.formatMessage({ id: 'orders.didNotHappen.keep', defaultMessage: 'Keep booking' })}
      danger
      disabled={move.isPending && move.variables?.id === order._id}
      onConfirm={() => move.mutateAsync({ id: order._id, status: 'cancelled' })}
    >
      {intl.formatMessage({ id: 'orders.didNotHappen.button', defaultMessage: 'It did not happen' })}
    </ConfirmButton>
  );
}
