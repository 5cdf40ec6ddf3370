import type { Order } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useIntl } from 'react-intl';
import { ConfirmButton } from '../../../components/confirm-dialog';
import type { useOrderActions } from '../use-order-actions';
import { AcceptConsequence } from './accept-consequence';

interface BookingActionsProps {
  order: Order;
  move: ReturnType<typeof useOrderActions>;
}

const m = defineMessages({
  acceptLabel: { id: 'orders.actions.acceptLabel', defaultMessage: "Accept {buyer}'s booking of {camera}" },
  acceptTitle: { id: 'orders.actions.acceptTitle', defaultMessage: 'Accept this booking?' },
  acceptConfirm: { id: 'orders.actions.acceptConfirm', defaultMessage: 'Accept booking' },
  accept: { id: 'orders.actions.accept', defaultMessage: 'Accept' },
  declineLabel: {
    id: 'orders.actions.declineLabel',
    defaultMessage: "Decline {buyer}'s booking of {camera}",
  },
  declineTitle: { id: 'orders.actions.declineTitle', defaultMessage: 'Decline this booking?' },
  declineMessage: {
    id: 'orders.actions.declineMessage',
    defaultMessage: '{buyer} will see this booking as declined in My Orders. The camera stays on sale.',
  },
  decline: { id: 'orders.actions.decline', defaultMessage: 'Decline' },
  completeLabel: {
    id: 'orders.actions.completeLabel',
    defaultMessage: "Mark completed: {buyer}'s booking of {camera}",
  },
  completeTitle: { id: 'orders.actions.completeTitle', defaultMessage: 'Mark this sale completed?' },
  completeMessage: {
    id: 'orders.actions.completeMessage',
    defaultMessage: '{camera} is marked as sold to {buyer}.',
  },
  complete: { id: 'orders.actions.complete', defaultMessage: 'Mark completed' },
  cancelLabel: { id: 'orders.actions.cancelLabel', defaultMessage: "Cancel {buyer}'s booking of {camera}" },
  cancelTitle: { id: 'orders.actions.cancelTitle', defaultMessage: 'Cancel this booking?' },
  cancelMessage: {
    id: 'orders.actions.cancelMessage',
    defaultMessage: 'The meeting with {buyer} is off and {camera} goes back on sale.',
  },
  cancelConfirm: { id: 'orders.actions.cancelConfirm', defaultMessage: 'Cancel booking' },
  keep: { id: 'orders.actions.keep', defaultMessage: 'Keep booking' },
  cancel: { id: 'orders.actions.cancel', defaultMessage: 'Cancel' },
});

/**
 * The seller's answers: accept or decline a pending booking; complete or cancel an accepted one.
 * Each button's spoken name starts with its visible words, then says whose booking (WCAG 2.5.3).
 */
export function BookingActions({ order, move }: BookingActionsProps) {
  const intl = useIntl();
  const busy = move.isPending && move.variables?.id === order._id;
  const to = (status: 'accepted' | 'declined' | 'completed' | 'cancelled') => () =>
    move.mutateAsync({ id: order._id, status });
  const who = { buyer: order.userName, camera: order.productName };

  if (order.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          className="btn btn-sm btn-primary"
          ariaLabel={intl.formatMessage(m.acceptLabel, who)}
          title={intl.formatMessage(m.acceptTitle)}
          message={<AcceptConsequence order={order} />}
          confirmLabel={intl.formatMessage(m.acceptConfirm)}
          disabled={busy}
          onConfirm={to('accepted')}
        >
          {intl.formatMessage(m.accept)}
        </ConfirmButton>
        <ConfirmButton
          className="btn btn-sm btn-outline"
          ariaLabel={intl.formatMessage(m.declineLabel, who)}
          title={intl.formatMessage(m.declineTitle)}
          message={intl.formatMessage(m.declineMessage, who)}
          confirmLabel={intl.formatMessage(m.decline)}
          danger
          disabled={busy}
          onConfirm={to('declined')}
        >
          {intl.formatMessage(m.decline)}
        </ConfirmButton>
      </div>
    );
  }
  if (order.status === 'accepted') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          className="btn btn-sm btn-success"
          ariaLabel={intl.formatMessage(m.completeLabel, who)}
          title={intl.formatMessage(m.completeTitle)}
          message={intl.formatMessage(m.completeMessage, who)}
          confirmLabel={intl.formatMessage(m.complete)}
          disabled={busy}
          onConfirm={to('completed')}
        >
          {intl.formatMessage(m.complete)}
        </ConfirmButton>
        <ConfirmButton
          className="btn btn-sm btn-outline"
          ariaLabel={intl.formatMessage(m.cancelLabel, who)}
          title={intl.formatMessage(m.cancelTitle)}
          message={intl.formatMessage(m.cancelMessage, who)}
          confirmLabel={intl.formatMessage(m.cancelConfirm)}
          dismissLabel={intl.formatMessage(m.keep)}
          danger
          disabled={busy}
          onConfirm={to('cancelled')}
        >
          {intl.formatMessage(m.cancel)}
        </ConfirmButton>
      </div>
    );
  }
  return null;
}
