import { HOME_CAMERAS_LIMIT, type Product, type ProductListQuery } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toCents, toProduct } from './product-mapper.js';
import {
  countStorefrontProducts,
  findStorefrontProduct,
  listStorefrontProducts,
  type ProductFilter,
} from './storefront.repository.js';

export interface ProductPage {
  items: Product[];
  total: number;
}

export class ProductsService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs: PUBLIC_URL when set, else relative URLs. */
    private readonly origin: string,
  ) {}

  async list(query: ProductListQuery): Promise<ProductPage> {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new AppError('validation-failed', 'minPrice must not be greater than maxPrice', 'minPrice');
    }
    const filter: ProductFilter = {
      q: query.q || undefined,
      categoryId: query.category,
      minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
      maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    };
    const offset = (query.page - 1) * query.limit;
    const [rows, total] = await Promise.all([
      listStorefrontProducts(this.db, filter, query.sort, offset, query.limit),
      countStorefrontProducts(this.db, filter),
    ]);
    return { items: rows.map((row) => toProduct(row, this.origin)), total };
  }

  async homeCameras(): Promise<Product[]> {
    const rows = await listStorefrontProducts(this.db, {}, 'newest', 0, HOME_CAMERAS_LIMIT);
    return rows.map((row) => toProduct(row, this.origin));
  }

  async get(id: string): Promise<Product> {
    const row = await findStorefrontProduct(this.db, id);
    if (!row) throw new AppError('not-found', 'No such product on the storefront');
    return toProduct(row, this.origin);
  }
}
