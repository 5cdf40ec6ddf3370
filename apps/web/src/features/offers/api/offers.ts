import {
  type CreateOfferRequest,
  DEFAULT_PAGE_SIZE,
  type Offer,
  type OfferMoveRequest,
  type OfferParty,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

/** Every offers query starts with this: one invalidation reloads both sides' lists. */
export const OFFERS_KEY = 'offers';

export type OfferFilter = 'open' | 'closed';

/** `GET /api/me/offers?role=&status=`: a page of the caller's offers on one side, newest move first. */
export const myOffersQuery = (uid: string, role: OfferParty, status: OfferFilter, page: number) =>
  queryOptions<ListPage<Offer>>({
    queryKey: [OFFERS_KEY, uid, role, status, { page }],
    queryFn: ({ signal }) =>
      apiList('/me/offers', { signal, query: { role, status, page, limit: DEFAULT_PAGE_SIZE } }),
  });

/** `POST /api/offers`. */
function makeOffer(request: CreateOfferRequest): Promise<Offer> {
  return apiRequest<Offer>('/offers', { method: 'POST', body: request });
}

/** `PATCH /api/offers/{id}`: accept, decline, counter (with an amount) or withdraw. */
function moveOffer(id: string, move: OfferMoveRequest): Promise<Offer> {
  return apiRequest<Offer>(`/offers/${encodeURIComponent(id)}`, { method: 'PATCH', body: move });
}

/**
 * What an offer's move changes: both offer lists, the listing's viewer and, once accepted, the
 * bookings and the listing itself (booked). The viewer and the bookings sit under `orders`.
 */
function useRefreshAfterOffer() {
  const queryClient = useQueryClient();
  return (accepted: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [OFFERS_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      accepted ? queryClient.invalidateQueries({ queryKey: ['products'] }) : undefined,
    ]);
}

/** Sends a new offer; the form shows a refusal itself (beside its field). */
export function useMakeOffer() {
  const refresh = useRefreshAfterOffer();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: () => refresh(false),
  });
}

const DONE = defineMessages({
  accept: {
    id: 'offers.toast.accepted',
    defaultMessage: 'Offer accepted. It is now a booking at the agreed price.',
  },
  decline: { id: 'offers.toast.declined', defaultMessage: 'Offer declined.' },
  counter: { id: 'offers.toast.countered', defaultMessage: 'Counter-offer sent.' },
  withdraw: { id: 'offers.toast.withdrawn', defaultMessage: 'Offer withdrawn.' },
}) satisfies Record<OfferMoveRequest['action'], unknown>;

/**
 * One move on an offer. A move that is no longer allowed (the other side moved first, it
 * expired, the listing was booked) answers 409 with a sentence: it is shown, and the lists are
 * read again so the card shows what happened instead.
 */
export function useOfferMove({ onAccepted }: { onAccepted?: (offer: Offer) => void } = {}) {
  const refresh = useRefreshAfterOffer();
  const intl = useIntl();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: OfferMoveRequest }) => moveOffer(id, move),
    onSuccess: (offer, { move }) => {
      toast.success(intl.formatMessage(DONE[move.action]));
      if (offer.status === 'accepted') onAccepted?.(offer);
      return refresh(offer.status === 'accepted');
    },
    onError: (error, { move }) => {
      const fieldError = move.action === 'counter' && error instanceof ApiError && error.field === 'amount';
      // A counter's own form shows its amount's refusal beside the field.
      if (!fieldError) toast.error(error.message);
      if (error instanceof ApiError && error.status === 409) void refresh(false);
    },
  });
}
