import type { Product, SellerListingsQuery, SellerProfile } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findLiveUserById, ratingOfUser } from '../users/users.public.js';
import { toPublicProduct } from './product-mapper.js';
import { productsErrors } from './products-errors.js';
import { countSellerListings, listSellerListings } from './seller-page.repository.js';

/**
 * `/sellers/{id}`: who sells and what. Only a live, enabled seller has a page; anyone else's
 * id answers 404 like an unknown one, so the page tells nothing about buyers' accounts.
 */
export class SellerPageService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs: PUBLIC_URL when set. */
    private readonly origin: string,
  ) {}

  async profile(id: string): Promise<SellerProfile> {
    const seller = await this.seller(id);
    return {
      id: seller.id,
      name: seller.name,
      photoURL: seller.photoUrl,
      memberSince: seller.createdAt,
      availableListings: await countSellerListings(this.db, id, false),
      rating: await ratingOfUser(this.db, id),
    };
  }

  async listings(id: string, query: SellerListingsQuery): Promise<{ items: Product[]; total: number }> {
    await this.seller(id);
    const [rows, total] = await Promise.all([
      listSellerListings(this.db, id, query.includeSold, (query.page - 1) * query.limit, query.limit),
      countSellerListings(this.db, id, query.includeSold),
    ]);
    return { items: rows.map((row) => toPublicProduct(row, this.origin)), total };
  }

  private async seller(id: string) {
    const user = await findLiveUserById(this.db, id);
    if (!user || user.disabled || !user.seller) throw new AppError('not-found', productsErrors.suchSeller);
    return user;
  }
}
