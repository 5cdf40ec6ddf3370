import type { Offer, OfferParty } from '@refocus/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { type OfferFilter, useOfferMove } from '../api/offers';
import { AgreedNotice } from '../components/agreed-notice';
import { OfferList } from '../components/offer-list';

const TITLES: Record<OfferParty, string> = { seller: 'Offers received', buyer: 'Offers made' };

/**
 * `/dashboard/offers` (issue 45): the offers a seller received on their listings and the ones
 * the reader made, open or closed (`?side=made`, `?status=closed`). A buyer's account has only
 * the ones made.
 */
export default function OffersRoute() {
  usePageTitle('Offers');
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
      <h1 className="text-3xl font-bold tracking-tight">Offers</h1>
      <p className="mt-2 text-base-content/75">
        Prices proposed below the asking one. An accepted offer becomes a booking at the agreed price.
      </p>
      {agreed && <AgreedNotice offer={agreed} onDismiss={() => setAgreed(null)} />}
      <div className="mt-6 flex flex-wrap gap-4">
        {seller && (
          <nav aria-label="Offers received or made" className="join">
            {(['seller', 'buyer'] as const).map((value) => (
              <Link key={value} to={searchFor({ side: value })} {...choice(value === side)}>
                {TITLES[value]}
              </Link>
            ))}
          </nav>
        )}
        <nav aria-label="Open or closed offers" className="join">
          {(['open', 'closed'] as const).map((value) => (
            <Link key={value} to={searchFor({ status: value })} {...choice(value === status)}>
              {value === 'open' ? 'Open' : 'Closed'}
            </Link>
          ))}
        </nav>
      </div>
      <h2 className="mt-8 mb-3 text-xl font-semibold">{TITLES[side]}</h2>
      <OfferList
        // A new list for each view: its page and focus do not carry over.
        key={`${side}-${status}`}
        role={side}
        status={status}
        title={TITLES[side]}
        move={move}
        empty={<EmptyOffers side={side} status={status} />}
      />
    </div>
  );
}

function EmptyOffers({ side, status }: { side: OfferParty; status: OfferFilter }) {
  if (status === 'closed') {
    return (
      <EmptyState title="No closed offers">
        <p>Accepted, declined, withdrawn and expired offers are kept here.</p>
      </EmptyState>
    );
  }
  if (side === 'seller') {
    return (
      <EmptyState title="No offers waiting">
        <p>When a buyer offers a price for one of your cameras, it shows up here.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No open offers">
      <p>Find a camera and choose Make an offer on its page.</p>
      <Link to="/products" className="btn btn-outline btn-sm mt-4">
        Browse cameras
      </Link>
    </EmptyState>
  );
}
