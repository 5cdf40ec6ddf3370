import type { MeetingSlot, Order } from '@refocus/contract';
import { useId, useState } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { Modal } from '../../../components/modal';
import { formatMeetingTime, zoneName } from '../meeting-time';
import { useMeetingMove } from '../use-meeting-move';
import { ProposeTimesForm } from './propose-times-form';
import { SafeMeetingGuidance } from './safe-meeting-guidance';

interface MeetingPanelProps {
  order: Order;
  /** The reader's side of the booking. */
  side: 'buyer' | 'seller';
  /** The other side, as the reader knows them ("Ada Buyer", "the seller"). */
  other: string;
}

/**
 * When the two meet (issue 45, item 3), on a running booking: the agreed time in the shop's
 * zone with the place, or the times waiting for an answer. The side that did not propose them
 * accepts one or proposes others; the proposer waits.
 */
export function MeetingPanel({ order, side, other }: MeetingPanelProps) {
  const move = useMeetingMove();
  const [proposing, setProposing] = useState(false);
  const titleId = useId();
  if (order.status !== 'pending' && order.status !== 'accepted') return null;
  const { meeting } = order;
  const time = (slot: MeetingSlot) => formatMeetingTime(slot, meeting.timeZone);
  const zone = zoneName(meeting.timeZone);
  const theirs = meeting.proposals.length > 0 && meeting.proposedBy !== side;

  const proposeButton = (label: string) => (
    <button
      type="button"
      className="btn btn-sm btn-outline"
      aria-label={`${label} to meet ${other} about ${order.productName}`}
      onClick={() => setProposing(true)}
    >
      {label}
    </button>
  );

  return (
    <section
      aria-label={`Meeting about ${order.productName}`}
      className="mt-4 flex flex-col gap-2 rounded-box bg-base-200 p-3 text-sm"
    >
      {meeting.agreed ? (
        <>
          <p>
            <span className="font-semibold">Meeting </span>
            <time dateTime={meeting.agreed.startsAt}>{time(meeting.agreed)}</time> ({zone}) at{' '}
            {order.location}
          </p>
          <p className="text-xs text-base-content/75">
            Add to calendar: the confirmation e-mail to you both carries a calendar invitation with the time
            and place.
          </p>
          <SafeMeetingGuidance className="bg-base-100" />
        </>
      ) : meeting.proposals.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="grow">No meeting time yet. Propose a few, or agree on one in Messages.</p>
          {proposeButton('Propose times')}
        </div>
      ) : theirs ? (
        <>
          <p className="font-semibold">
            {other.charAt(0).toUpperCase() + other.slice(1)} proposes ({zone}), at {order.location}:
          </p>
          <ul aria-label="Proposed meeting times" className="flex flex-col gap-2">
            {meeting.proposals.map((slot) => (
              <li key={slot.local} className="flex flex-wrap items-center gap-3">
                <time dateTime={slot.startsAt} className="min-w-48 font-medium">
                  {time(slot)}
                </time>
                <BusyButton
                  className="btn btn-sm btn-primary"
                  busy={
                    move.isPending &&
                    move.variables?.move.action === 'accept' &&
                    move.variables.move.time === slot.local
                  }
                  disabled={move.isPending}
                  onClick={() => move.mutate({ id: order._id, move: { action: 'accept', time: slot.local } })}
                >
                  Accept<span className="sr-only"> {time(slot)}</span>
                </BusyButton>
              </li>
            ))}
          </ul>
          <div>{proposeButton('Propose other times')}</div>
        </>
      ) : (
        <>
          <p className="font-semibold">
            You proposed ({zone}), at {order.location}:
          </p>
          <ul aria-label="Your proposed meeting times" className="list-disc ps-5">
            {meeting.proposals.map((slot) => (
              <li key={slot.local}>
                <time dateTime={slot.startsAt}>{time(slot)}</time>
              </li>
            ))}
          </ul>
          <p className="text-base-content/75">Waiting for {other} to answer.</p>
        </>
      )}
      <Modal open={proposing} onClose={() => setProposing(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-bold">
          Propose meeting times
        </h2>
        <p className="mt-1 text-base-content/75">
          To meet {other} about {order.productName}. They accept one, or propose others.
        </p>
        <ProposeTimesForm
          order={order}
          move={move}
          onDone={() => setProposing(false)}
          onCancel={() => setProposing(false)}
        />
      </Modal>
    </section>
  );
}
