import type { MeetingSlot, Order } from '@refocus/contract';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const move = useMeetingMove();
  const [proposing, setProposing] = useState(false);
  const titleId = useId();
  if (order.status !== 'pending' && order.status !== 'accepted') return null;
  const { meeting } = order;
  const time = (slot: MeetingSlot) => formatMeetingTime(slot, meeting.timeZone, intl.locale);
  const zone = zoneName(meeting.timeZone, intl.locale);
  const theirs = meeting.proposals.length > 0 && meeting.proposedBy !== side;

  const proposeButton = (label: string) => (
    <button
      type="button"
      className="btn btn-sm btn-outline"
      aria-label={intl.formatMessage(
        { id: 'orders.meeting.proposeLabel', defaultMessage: '{label} to meet {other} about {camera}' },
        { label, other, camera: order.productName },
      )}
      onClick={() => setProposing(true)}
    >
      {label}
    </button>
  );

  return (
    <section
      aria-label={intl.formatMessage(
        { id: 'orders.meeting.region', defaultMessage: 'Meeting about {camera}' },
        { camera: order.productName },
      )}
      className="mt-4 flex flex-col gap-2 rounded-box bg-base-200 p-3 text-sm"
    >
      {meeting.agreed ? (
        <>
          <p>
            <FormattedMessage
              id="orders.meeting.agreed"
              defaultMessage="<b>Meeting </b>{time} ({zone}) at {place}"
              values={{
                b: (chunks) => <span className="font-semibold">{chunks}</span>,
                time: <time dateTime={meeting.agreed.startsAt}>{time(meeting.agreed)}</time>,
                zone,
                place: order.location,
              }}
            />
          </p>
          <p className="text-xs text-base-content/75">
            <FormattedMessage
              id="orders.meeting.calendar"
              defaultMessage="Add to calendar: the confirmation e-mail to you both carries a calendar invitation with the time and place."
            />
          </p>
          <SafeMeetingGuidance className="bg-base-100" />
        </>
      ) : meeting.proposals.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="grow">
            <FormattedMessage
              id="orders.meeting.none"
              defaultMessage="No meeting time yet. Propose a few, or agree on one in Messages."
            />
          </p>
          {proposeButton(
            intl.formatMessage({ id: 'orders.meeting.propose', defaultMessage: 'Propose times' }),
          )}
        </div>
      ) : theirs ? (
        <>
          <p className="font-semibold">
            <FormattedMessage
              id="orders.meeting.theyPropose"
              defaultMessage="{other} proposes ({zone}), at {place}:"
              values={{ other: other.charAt(0).toUpperCase() + other.slice(1), zone, place: order.location }}
            />
          </p>
          <ul
            aria-label={intl.formatMessage({
              id: 'orders.meeting.proposed',
              defaultMessage: 'Proposed meeting times',
            })}
            className="flex flex-col gap-2"
          >
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
                  <FormattedMessage
                    id="orders.meeting.accept"
                    defaultMessage="Accept<sr> {time}</sr>"
                    values={{ time: time(slot), sr: (chunks) => <span className="sr-only">{chunks}</span> }}
                  />
                </BusyButton>
              </li>
            ))}
          </ul>
          <div>
            {proposeButton(
              intl.formatMessage({
                id: 'orders.meeting.proposeOther',
                defaultMessage: 'Propose other times',
              }),
            )}
          </div>
        </>
      ) : (
        <>
          <p className="font-semibold">
            <FormattedMessage
              id="orders.meeting.youProposed"
              defaultMessage="You proposed ({zone}), at {place}:"
              values={{ zone, place: order.location }}
            />
          </p>
          <ul
            aria-label={intl.formatMessage({
              id: 'orders.meeting.yourProposed',
              defaultMessage: 'Your proposed meeting times',
            })}
            className="list-disc ps-5"
          >
            {meeting.proposals.map((slot) => (
              <li key={slot.local}>
                <time dateTime={slot.startsAt}>{time(slot)}</time>
              </li>
            ))}
          </ul>
          <p className="text-base-content/75">
            <FormattedMessage
              id="orders.meeting.waiting"
              defaultMessage="Waiting for {other} to answer."
              values={{ other }}
            />
          </p>
        </>
      )}
      <Modal open={proposing} onClose={() => setProposing(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-bold">
          <FormattedMessage id="orders.meeting.proposeTitle" defaultMessage="Propose meeting times" />
        </h2>
        <p className="mt-1 text-base-content/75">
          <FormattedMessage
            id="orders.meeting.proposeIntro"
            defaultMessage="To meet {other} about {camera}. They accept one, or propose others."
            values={{ other, camera: order.productName }}
          />
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
