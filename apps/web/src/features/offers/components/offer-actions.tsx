import { OFFER_RULES, type Offer, type OfferMoveRequest } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/i18n/use-format';
import type { useOfferMove } from '../api/offers';
import { CounterForm } from './counter-form';

const m = defineMessages({
  acceptLabel: { id: 'offers.actions.acceptLabel', defaultMessage: 'Accept {price} for {camera}' },
  acceptTitle: { id: 'offers.actions.acceptTitle', defaultMessage: 'Accept {price}?' },
  acceptSeller: {
    id: 'offers.actions.acceptSeller',
    defaultMessage:
      "{camera} is booked for {buyer} at {price}. The listing's other offers and booking requests are declined.",
  },
  acceptBuyer: {
    id: 'offers.actions.acceptBuyer',
    defaultMessage:
      '{camera} is booked for you at {price}. You then agree on when and where to meet in My Orders.',
  },
  accept: { id: 'offers.actions.accept', defaultMessage: 'Accept {price}' },
  counterLabel: { id: 'offers.actions.counterLabel', defaultMessage: 'Counter {price} for {camera}' },
  counter: { id: 'offers.actions.counter', defaultMessage: 'Counter' },
  withdrawLabel: { id: 'offers.actions.withdrawLabel', defaultMessage: 'Withdraw your offer for {camera}' },
  withdrawTitle: { id: 'offers.actions.withdrawTitle', defaultMessage: 'Withdraw your offer?' },
  withdrawMessage: {
    id: 'offers.actions.withdrawMessage',
    defaultMessage: 'The seller sees your offer for {camera} as withdrawn. You can make a new one later.',
  },
  withdrawConfirm: { id: 'offers.actions.withdrawConfirm', defaultMessage: 'Withdraw offer' },
  keep: { id: 'offers.actions.keep', defaultMessage: 'Keep offer' },
  withdraw: { id: 'offers.actions.withdraw', defaultMessage: 'Withdraw' },
  declineLabel: {
    id: 'offers.actions.declineLabel',
    defaultMessage: "Decline {buyer}'s offer for {camera}",
  },
  declineTitle: { id: 'offers.actions.declineTitle', defaultMessage: 'Decline this offer?' },
  declineMessage: {
    id: 'offers.actions.declineMessage',
    defaultMessage: '{buyer} sees the offer as declined. {camera} stays on sale.',
  },
  declineConfirm: { id: 'offers.actions.declineConfirm', defaultMessage: 'Decline offer' },
  decline: { id: 'offers.actions.decline', defaultMessage: 'Decline' },
});

interface OfferActionsProps {
  offer: Offer;
  move: ReturnType<typeof useOfferMove>;
}

/**
 * The moves the reader may make now (decision 069): on their turn accept, counter (while a
 * round is left) or, the seller, decline; the buyer may withdraw whenever the offer is open.
 * Each button's spoken name starts with its words, then says which camera (WCAG 2.5.3).
 */
export function OfferActions({ offer, move }: OfferActionsProps) {
  const intl = useIntl();
  const format = useFormat();
  const [countering, setCountering] = useState(false);
  const counterButton = useRef<HTMLButtonElement>(null);
  const closedCounter = useRef(false);
  useEffect(() => {
    // Back on the Counter button once its form closes, not lost at the top of the page.
    if (!countering && closedCounter.current) counterButton.current?.focus();
  }, [countering]);

  if (offer.status !== 'open') return null;
  const busy = move.isPending && move.variables?.id === offer._id;
  const act = (action: Exclude<OfferMoveRequest['action'], 'counter'>) => () =>
    move.mutateAsync({ id: offer._id, move: { action } });
  const myTurn = offer.turn === offer.role;
  const camera = offer.product.name;
  const price = format.price(offer.amount);
  const names = { price, camera, buyer: offer.buyerName };
  const closeCounter = () => {
    closedCounter.current = true;
    setCountering(false);
  };

  if (countering) return <CounterForm offer={offer} move={move} onClose={closeCounter} />;

  const accept = myTurn && (
    <ConfirmButton
      className="btn btn-sm btn-primary"
      ariaLabel={intl.formatMessage(m.acceptLabel, names)}
      title={intl.formatMessage(m.acceptTitle, names)}
      message={intl.formatMessage(offer.role === 'seller' ? m.acceptSeller : m.acceptBuyer, names)}
      confirmLabel={intl.formatMessage(m.accept, names)}
      disabled={busy}
      onConfirm={act('accept')}
    >
      {intl.formatMessage(m.accept, names)}
    </ConfirmButton>
  );
  const counter = myTurn && offer.rounds < OFFER_RULES.maxRounds && (
    <button
      ref={counterButton}
      type="button"
      className="btn btn-sm btn-outline"
      aria-label={intl.formatMessage(m.counterLabel, names)}
      disabled={busy}
      onClick={() => setCountering(true)}
    >
      {intl.formatMessage(m.counter)}
    </button>
  );
  const endIt =
    offer.role === 'buyer' ? (
      <ConfirmButton
        className="btn btn-sm btn-ghost"
        ariaLabel={intl.formatMessage(m.withdrawLabel, names)}
        title={intl.formatMessage(m.withdrawTitle)}
        message={intl.formatMessage(m.withdrawMessage, names)}
        confirmLabel={intl.formatMessage(m.withdrawConfirm)}
        dismissLabel={intl.formatMessage(m.keep)}
        danger
        disabled={busy}
        onConfirm={act('withdraw')}
      >
        {intl.formatMessage(m.withdraw)}
      </ConfirmButton>
    ) : (
      myTurn && (
        <ConfirmButton
          className="btn btn-sm btn-ghost"
          ariaLabel={intl.formatMessage(m.declineLabel, names)}
          title={intl.formatMessage(m.declineTitle)}
          message={intl.formatMessage(m.declineMessage, names)}
          confirmLabel={intl.formatMessage(m.declineConfirm)}
          danger
          disabled={busy}
          onConfirm={act('decline')}
        >
          {intl.formatMessage(m.decline)}
        </ConfirmButton>
      )
    );

  // The seller waiting for the buyer's answer: nothing to press.
  if (!accept && !counter && !endIt) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {accept}
      {counter}
      {endIt}
    </div>
  );
}
