import type { Offer, OfferParty } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { type OfferFilter, useOfferMove } from '../api/offers';
import { AgreedNotice } from '../components/agreed-notice';
import { OfferList } from '../components/offer-list';

const TITLES = defineMessages({
  seller: { id: 'offers.page.received', defaultMessage: 'Offers received' },
  buyer: { id: 'offers.page.made', defaultMessage: 'Offers made' },
}) satisfies Record<OfferParty, unknown>;

/**
 * `/dashboard/offers` (issue 45): the offers a seller received on their listings and the ones
 * the reader made, open or closed (`?side=made`, `?status=closed`). A buyer's account has only
 * the ones made.
 */
export default function OffersRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'offers.page.title', defaultMessage: 'Offers' }));
  const { user } = useAuth();
  const [params] = useSearchParams();
  const seller = user?.seller === true;
  const side: OfferParty = seller && params.get('side') !== 'made' ? 'seller' : 'buyer';
  const status: OfferFilter = params.get('status') === 'closed' ? 'closed' : 'open';
  // An accepted offer leaves the open list: where its booking is stays said above it.
  const [agreed, setAgreed] = useState<Offer | null>(null);
  const move = useOfferMove({ onAccepted: setAgreed });
  // A tab or filter starts at the first page.
  const searchFor = (next: { side?: OfferParty; status?: OfferFilter }) => {
    const query = new URLSearchParams();
    if ((next.side ?? side) === 'buyer' && seller) query.set('side', 'made');
    if ((next.status ?? status) === 'closed') query.set('status', 'closed');
    const search = query.toString();
    return { search: search ? `?${search}` : '' };
  };
  const choice = (current: boolean) => ({
    'aria-current': current ? ('true' as const) : undefined,
    className: `btn join-item btn-sm ${current ? 'btn-active btn-neutral' : ''}`,
  });

  return (
    <div className="max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="offers.page.heading" defaultMessage="Offers" />
      </h1>
      <p className="mt-2 text-base-content/75">
        <FormattedMessage
          id="offers.page.intro"
          defaultMessage="Prices proposed below the asking one. An accepted offer becomes a booking at the agreed price."
        />
      </p>
      {agreed && <AgreedNotice offer={agreed} onDismiss={() => setAgreed(null)} />}
      <div className="mt-6 flex flex-wrap gap-4">
        {seller && (
          <nav
            aria-label={intl.formatMessage({
              id: 'offers.page.sides',
              defaultMessage: 'Offers received or made',
            })}
            className="join"
          >
            {(['seller', 'buyer'] as const).map((value) => (
              <Link key={value} to={searchFor({ side: value })} {...choice(value === side)}>
                {intl.formatMessage(TITLES[value])}
              </Link>
            ))}
          </nav>
        )}
        <nav
          aria-label={intl.formatMessage({
            id: 'offers.page.statuses',
            defaultMessage: 'Open or closed offers',
          })}
          className="join"
        >
          {(['open', 'closed'] as const).map((value) => (
            <Link key={value} to={searchFor({ status: value })} {...choice(value === status)}>
              {value === 'open' ? (
                <FormattedMessage id="offers.page.open" defaultMessage="Open" />
              ) : (
                <FormattedMessage id="offers.page.closed" defaultMessage="Closed" />
              )}
            </Link>
          ))}
        </nav>
      </div>
      <h2 className="mt-8 mb-3 text-xl font-semibold">{intl.formatMessage(TITLES[side])}</h2>
      <OfferList
        // A new list for each view: its page and focus do not carry over.
        key={`${side}-${status}`}
        role={side}
        status={status}
        title={intl.formatMessage(TITLES[side])}
        move={move}
        empty={<EmptyOffers side={side} status={status} />}
      />
    </div>
  );
}

function EmptyOffers({ side, status }: { side: OfferParty; status: OfferFilter }) {
  const intl = useIntl();
  if (status === 'closed') {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'offers.empty.closedTitle', defaultMessage: 'No closed offers' })}
      >
        <p>
          <FormattedMessage
            id="offers.empty.closedText"
            defaultMessage="Accepted, declined, withdrawn and expired offers are kept here."
          />
        </p>
      </EmptyState>
    );
  }
  if (side === 'seller') {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'offers.empty.receivedTitle', defaultMessage: 'No offers waiting' })}
      >
        <p>
          <FormattedMessage
            id="offers.empty.receivedText"
            defaultMessage="When a buyer offers a price for one of your cameras, it shows up here."
          />
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'offers.empty.madeTitle', defaultMessage: 'No open offers' })}
    >
      <p>
        <FormattedMessage
          id="offers.empty.madeText"
          defaultMessage="Find a camera and choose Make an offer on its page."
        />
      </p>
      <Link to="/products" className="btn btn-outline btn-sm mt-4">
        <FormattedMessage id="offers.empty.browse" defaultMessage="Browse cameras" />
      </Link>
    </EmptyState>
  );
}
