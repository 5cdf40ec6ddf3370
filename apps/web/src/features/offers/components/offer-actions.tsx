import { OFFER_RULES, type Offer, type OfferMoveRequest } from '@refocus/contract';
import { useEffect, useRef, useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { formatPrice } from '../../../lib/format';
import type { useOfferMove } from '../api/offers';
import { CounterForm } from './counter-form';

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
  const price = formatPrice(offer.amount);
  const closeCounter = () => {
    closedCounter.current = true;
    setCountering(false);
  };

  if (countering) return <CounterForm offer={offer} move={move} onClose={closeCounter} />;

  const accept = myTurn && (
    <ConfirmButton
      className="btn btn-sm btn-primary"
      ariaLabel={`Accept ${price} for ${camera}`}
      title={`Accept ${price}?`}
      message={
        offer.role === 'seller'
          ? `${camera} is booked for ${offer.buyerName} at ${price}. The listing's other offers and booking requests are declined.`
          : `${camera} is booked for you at ${price}. You then agree on when and where to meet in My Orders.`
      }
      confirmLabel={`Accept ${price}`}
      disabled={busy}
      onConfirm={act('accept')}
    >
      Accept {price}
    </ConfirmButton>
  );
  const counter = myTurn && offer.rounds < OFFER_RULES.maxRounds && (
    <button
      ref={counterButton}
      type="button"
      className="btn btn-sm btn-outline"
      aria-label={`Counter ${price} for ${camera}`}
      disabled={busy}
      onClick={() => setCountering(true)}
    >
      Counter
    </button>
  );
  const endIt =
    offer.role === 'buyer' ? (
      <ConfirmButton
        className="btn btn-sm btn-ghost"
        ariaLabel={`Withdraw your offer for ${camera}`}
        title="Withdraw your offer?"
        message={`The seller sees your offer for ${camera} as withdrawn. You can make a new one later.`}
        confirmLabel="Withdraw offer"
        dismissLabel="Keep offer"
        danger
        disabled={busy}
        onConfirm={act('withdraw')}
      >
        Withdraw
      </ConfirmButton>
    ) : (
      myTurn && (
        <ConfirmButton
          className="btn btn-sm btn-ghost"
          ariaLabel={`Decline ${offer.buyerName}'s offer for ${camera}`}
          title="Decline this offer?"
          message={`${offer.buyerName} sees the offer as declined. ${camera} stays on sale.`}
          confirmLabel="Decline offer"
          danger
          disabled={busy}
          onConfirm={act('decline')}
        >
          Decline
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
