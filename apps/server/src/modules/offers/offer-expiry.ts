import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { RepeatingRun } from '../../shared/repeating-run.js';
import type { LiveEvents } from '../events/events.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { lockListing } from '../products/products.public.js';
import { declineOpenOffersOfListing } from './listing-offer-closing.js';
import { LiveNotes } from './offer-live.js';
import { expiryLine, expiryNotice, OFFERS_LINK } from './offer-words.js';
import {
  type ClosingOffer,
  closeOffer,
  dueOffers,
  insertMove,
  listingsGoneWithOpenOffers,
} from './offers.repository.js';

const BATCH = 100;

export interface SweepDeps {
  db: Kysely<DB>;
  notifier?: Notifier;
  events?: LiveEvents;
  clock: Clock;
  /** Where the notices' e-mail links point (PUBLIC_URL). */
  origin: string;
}

/**
 * Writes down what reads already answer (decision 069): open offers past their expiry become
 * `expired`, with an `expire` move at the moment they expired, and both sides are told; open
 * offers on a listing no longer on sale (booked, sold, withdrawn) are declined and their
 * buyers told. Each close is a conditional update under the listing's lock, so when several
 * instances sweep at once exactly one of them writes and tells. Answers how many it closed.
 */
export async function sweepOffers(deps: SweepDeps): Promise<{ expired: number; declined: number }> {
  const now = deps.clock().toISOString();
  let expired = 0;
  for (;;) {
    const due = await dueOffers(deps.db, now, BATCH);
    let closed = 0;
    for (const offer of due) if (await expireOne(deps, offer, now)) closed++;
    expired += closed;
    // A batch in which nothing closed would only be found again (another instance is on it).
    if (due.length < BATCH || closed === 0) break;
  }
  let declined = 0;
  for (;;) {
    const listings = await listingsGoneWithOpenOffers(deps.db, now, BATCH);
    let closed = 0;
    for (const productId of listings) closed += await declineOnGoneListing(deps, productId, now);
    declined += closed;
    if (listings.length < BATCH || closed === 0) break;
  }
  return { expired, declined };
}

async function expireOne(deps: SweepDeps, offer: ClosingOffer, now: string): Promise<boolean> {
  const notes = await writeTransaction(deps.db, async (trx) => {
    await lockListing(trx, offer.product_id);
    return writeExpiry(trx, deps.notifier, deps.origin, offer, now);
  });
  notes?.publish(deps.events);
  return notes !== undefined;
}

/**
 * Writes one offer down as expired if it is still open and past its expiry at `now`, with its
 * `expire` move and a notice to each side; answers the live notes, or undefined when another
 * writer closed it first. The caller holds the listing's lock. The sweep calls it, and so does
 * a new offer of the same buyer (the one-open-offer index counts the old one until then).
 */
export async function writeExpiry(
  trx: Transaction<DB>,
  notifier: Notifier | undefined,
  origin: string,
  offer: ClosingOffer,
  now: string,
): Promise<LiveNotes | undefined> {
  // Written as of the moment it expired: the history reads the same before and after a sweep.
  const at = offer.expires_at;
  if (!(await closeOffer(trx, offer.id, 'expired', at, now))) return undefined;
  const live = new LiveNotes();
  // The side that let it expire: the one whose turn it was.
  const actor = offer.turn ?? 'seller';
  await insertMove(trx, { offer_id: offer.id, actor, action: 'expire', amount: null, created_at: at });
  for (const [userId, to] of [
    [offer.buyer_id, 'buyer'],
    [offer.seller_id, 'seller'],
  ] as const) {
    await notifier?.notify(trx, origin, {
      userId,
      kind: 'offer',
      text: expiryNotice(offer, to),
      link: OFFERS_LINK,
    });
    live.offer(userId, { offerId: offer.id, productId: offer.product_id, status: 'expired', role: to });
  }
  // The thread's line, read by both sides: in the shop's default language.
  await live.line(trx, offer, expiryLine(offer, await notifier?.shopIntl(trx)), at);
  return live;
}

async function declineOnGoneListing(deps: SweepDeps, productId: string, now: string): Promise<number> {
  const result = await writeTransaction(deps.db, async (trx) => {
    const listing = await lockListing(trx, productId);
    // On sale again meanwhile (a booking cancelled): its offers stand.
    if (listing && listing.status === 'available' && listing.deleted_at === null) return undefined;
    return declineOpenOffersOfListing(trx, deps.notifier, deps.origin, {
      productId,
      reason: 'unavailable',
      at: now,
    });
  });
  result?.notes.publish(deps.events);
  return result?.declined ?? 0;
}

/** How often each instance sweeps: an expired offer reads expired at once; the sweep only tells. */
const OFFER_SWEEP_MS = 60_000;

/**
 * The sweep over and over in this process while its background work runs (app.ts): started and
 * stopped with the job worker, paused while the shop is in maintenance (decision 065).
 */
export class OfferSweeps {
  private readonly repeating = new RepeatingRun(
    async () => {
      const closed = await sweepOffers(this.deps);
      if (closed.expired + closed.declined > 0) this.deps.log.info(closed, 'offers closed by the sweep');
    },
    (err) => this.deps.log.warn({ err }, 'offer sweep failed; will try again'),
  );

  constructor(private readonly deps: SweepDeps & { log: FastifyBaseLogger }) {}

  start(intervalMs = OFFER_SWEEP_MS): void {
    this.repeating.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.repeating.stop();
  }
}
