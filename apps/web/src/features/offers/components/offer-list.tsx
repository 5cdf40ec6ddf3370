import type { OfferParty } from '@refocus/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/use-auth';
import { usePagedList } from '../../../lib/use-paged-list';
import { myOffersQuery, type OfferFilter, type useOfferMove } from '../api/offers';
import { OfferCard } from './offer-card';

interface OfferListProps {
  role: OfferParty;
  status: OfferFilter;
  /** The list's name: "Offers received" or "Offers made". */
  title: string;
  move: ReturnType<typeof useOfferMove>;
  empty: ReactNode;
}

/** A page of one side's offers, open or closed: loading, failed, empty or the cards. */
export function OfferList({ role, status, title, move, empty }: OfferListProps) {
  const intl = useIntl();
  const { user } = useAuth();
  const list = usePagedList((page) => myOffersQuery(user?.uid ?? '', role, status, page), {
    enabled: Boolean(user),
  });
  // "expires in 47 h" counts from when the list was read: it is read again on every move.
  const now = Date.now();

  return (
    <PagedList
      list={list}
      failure={intl.formatMessage({ id: 'offers.list.failure', defaultMessage: 'Could not load offers' })}
      skeletonRows={2}
      empty={empty}
    >
      {(offers) => (
        <ul aria-label={title} className="flex flex-col gap-3">
          {offers.map((offer) => (
            <OfferCard key={offer._id} offer={offer} move={move} now={now} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
