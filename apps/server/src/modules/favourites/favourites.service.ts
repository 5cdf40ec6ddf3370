import type { SavedListing } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findPublicListings, findVisibleListingSeller } from '../products/products.public.js';
import type { User } from '../users/users.public.js';
import {
  countSaves,
  deleteFavourite,
  insertFavourite,
  listSavedAmong,
  listSaves,
} from './favourites.repository.js';
import { favouritesErrors } from './favourites-errors.js';

/**
 * Issue 14 item 6 (decision 034): anyone signed in saves listings on the marketplace and finds
 * them on their Saved page as they are now. Hearts are per person, so they come from their own
 * call; the storefront's cached pages stay the same for everyone.
 */
export class FavouritesService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs in answers: PUBLIC_URL when set. */
    private readonly origin: string,
    private readonly clock: Clock,
  ) {}

  /** Idempotent: saving a saved listing keeps its first save time. */
  async save(caller: User, productId: string): Promise<void> {
    const listing = await findVisibleListingSeller(this.db, productId);
    if (!listing) throw new AppError('not-found', favouritesErrors.suchListing);
    if (listing.sellerId === caller.id) throw new AppError('conflict', favouritesErrors.cannotSaveOwnListing);
    await insertFavourite(this.db, caller.id, productId, this.clock().toISOString());
  }

  /** Idempotent too: removing what is not saved (or no longer listed) is not an error. */
  async remove(caller: User, productId: string): Promise<void> {
    await deleteFavourite(this.db, caller.id, productId);
  }

  async list(caller: User, page: { page: number; limit: number }) {
    const [saves, total] = await Promise.all([
      listSaves(this.db, caller.id, (page.page - 1) * page.limit, page.limit),
      countSaves(this.db, caller.id),
    ]);
    const listings = await findPublicListings(
      this.db,
      saves.map((save) => save.product_id),
      this.origin,
    );
    const items: SavedListing[] = saves.flatMap((save) => {
      const listing = listings.get(save.product_id);
      return listing ? [{ ...listing, savedAt: save.created_at }] : [];
    });
    return { items, total };
  }

  async savedAmong(caller: User, productIds: readonly string[]): Promise<string[]> {
    return listSavedAmong(this.db, caller.id, productIds);
  }
}
