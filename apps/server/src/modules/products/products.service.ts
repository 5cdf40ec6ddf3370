import {
  type Facets,
  HOME_CAMERAS_LIMIT,
  type Product,
  type ProductListQuery,
  type ProductSearch,
  type TotalKind,
} from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toCents } from '../../shared/money.js';
import { findBrand } from '../brands/brands.public.js';
import { type CursorPosition, ListingCursors } from './listing-cursor.js';
import { withPhotos } from './listing-photos.js';
import { findPublicListings } from './listings-by-id.js';
import { toPublicProduct } from './product-mapper.js';
import { findVisibleProduct } from './products.repository.js';
import { productsErrors } from './products-errors.js';
import { type Corrections, correctionsOf } from './search-corrections.js';
import { searchTermsOf } from './search-terms.js';
import { correctedQuery } from './search-typos.js';
import { similarListingIds } from './similar-listings.js';
import {
  listStorefrontPage,
  listStorefrontPositions,
  type PagePosition,
  type Position,
  type StorefrontFilter,
  type StorefrontOrder,
  storefrontRowsAt,
} from './storefront.repository.js';
import { countFacets, noFacets } from './storefront-facets.js';
import { type KeptReads, READ_NOW, StorefrontKeptReads } from './storefront-kept-reads.js';
import { detailChoicesOf } from './storefront-query.js';
import { searchTotal } from './storefront-relevance.js';
import type { StorefrontSql } from './storefront-sql.js';

export interface ProductPage {
  items: Product[];
  page: number;
  limit: number;
  total: number;
  /** Counted, a lower bound (the count stopped at its cap), or estimated (decision 053). */
  totalKind?: TotalKind;
  /** Cursors for the neighbouring pages, when they exist. */
  next?: string;
  prev?: string;
  /** A corrected query that finds more than this one (decision 066: `X-Search-Suggestion`). */
  suggestion?: string;
}

/** A search finding fewer listings than this finds "very little": a rare word's correction may be offered. */
const FEW = 3;

export interface ProductsServiceOptions {
  /** The storefront's SQL for the configured database (`storefrontSqlFor`). */
  storefront: StorefrontSql;
  /** Signs paging cursors; instances sharing it accept each other's cursors. */
  cursorSecret?: Uint8Array;
}

/**
 * The storefront's reads (decision 058): the database answers every list, total and facet
 * count, through its indexes and kept counts, on both databases.
 */
export class ProductsService {
  private readonly cursors: ListingCursors;
  private readonly storefront: StorefrontSql;
  /** Totals and relevance windows of searches, kept per catalogue version (decision 048). */
  private readonly keptReads = new StorefrontKeptReads();

  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs: PUBLIC_URL when set, else relative URLs. */
    private readonly origin: string,
    options: ProductsServiceOptions,
  ) {
    this.storefront = options.storefront;
    this.cursors = new ListingCursors(options.cursorSecret);
  }

  /**
   * One page of the storefront. `page` alone reads by offset over index entries; a
   * `cursor` (from the Link header) seeks straight to its position, so following next/prev
   * costs the same on page 4 000 as on page 1.
   */
  async list(
    query: ProductListQuery & { cursor?: string },
    /** The catalogue version the answer is drawn under (the page cache's), which lets totals be kept. */
    { catalogueVersion }: { catalogueVersion?: number } = {},
  ): Promise<ProductPage> {
    const { shown, includeSold, paging } = await this.locate(query, catalogueVersion);
    const rows = await storefrontRowsAt(this.db, shown, includeSold);
    return { ...paging, items: rows.map((row) => toPublicProduct(row, this.origin)) };
  }

  /** One brand's page (`/api/category/{id}`): 404 for an id that is no brand of the shop's. */
  async listBrand(
    categoryId: number,
    query: ProductListQuery & { cursor?: string },
    options: { catalogueVersion?: number } = {},
  ): Promise<ProductPage> {
    if (!(await findBrand(this.db, categoryId)))
      throw new AppError('not-found', {
        ...productsErrors.noBrandWithId,
        values: { categoryId: String(categoryId) },
      });
    return this.list({ ...query, category: categoryId, sort: 'newest' }, options);
  }

  /** After a brand's rename: its listings are found by its new words (run in the rename's transaction). */
  rewriteBrandWords(trx: Kysely<DB>, categoryId: number): Promise<void> {
    return this.storefront.rewriteBrandWords(trx, categoryId);
  }

  private kept(catalogueVersion: number | undefined, filter: StorefrontFilter): KeptReads {
    return catalogueVersion === undefined ? READ_NOW : this.keptReads.for(catalogueVersion, filter);
  }

  /** The filter a query lists, its words that may hold a typo corrected (decision 066). */
  private corrected(typed: StorefrontFilter, catalogueVersion: number | undefined): Promise<Corrections> {
    return correctionsOf(this.db, this.storefront, typed, this.kept(catalogueVersion, typed));
  }

  /**
   * "Did you mean" (decision 066): the query with its corrections when the words as typed find
   * nothing (a corrected word no listing holds) or very little while the corrected query finds more.
   */
  private async suggestion(
    q: string,
    typed: StorefrontFilter,
    { applied, offered }: Corrections,
    total: number,
    catalogueVersion: number | undefined,
  ): Promise<string | undefined> {
    const asked = applied.size > 0 && total > 0 ? correctedQuery(q, applied) : undefined;
    if (offered.size === 0 || total >= FEW) return asked;
    const text = correctedQuery(q, new Map([...applied, ...offered]));
    const other = { ...typed, terms: searchTermsOf(text) };
    const found = await searchTotal(this.db, this.storefront, other, this.kept(catalogueVersion, other));
    return found.total > total ? text : asked;
  }

  /** Where a list's page is: its listings' positions, its total and its neighbours' cursors. */
  private async locate(
    query: ProductListQuery & { cursor?: string },
    catalogueVersion: number | undefined,
  ): Promise<{ shown: PagePosition[]; includeSold: boolean; paging: Omit<ProductPage, 'items'> }> {
    const typed = filterOf(query);
    const includeSold = typed.includeSold === true;
    // Text with no letters or digits in it (`"`, `*`, `-`) can match no listing.
    if (query.q && typed.terms.length === 0) {
      const paging = { page: query.page, limit: query.limit, total: 0 };
      return { shown: [], includeSold, paging };
    }
    const corrections = await this.corrected(typed, catalogueVersion);
    const { filter } = corrections;
    // With words and no sort asked for, the best matches come first.
    const words = filter.terms.length > 0;
    const order: StorefrontOrder =
      query.sort === undefined || query.sort === 'relevance' ? (words ? 'relevance' : 'newest') : query.sort;
    // Cursors belong to the words as typed: a correction may change with the catalogue.
    const listId = this.cursors.listId({ ...typed, order });
    const cursorAt: CursorPosition | undefined = query.cursor
      ? this.cursors.decode(query.cursor, listId)
      : undefined;
    const position: Position = cursorAt ?? { offset: (query.page - 1) * query.limit };

    // One row more than the page tells whether another page follows in reading direction.
    const { positions, count } = await listStorefrontPage(
      this.db,
      this.storefront,
      filter,
      order,
      position,
      query.limit + 1,
      catalogueVersion === undefined ? undefined : this.keptReads.for(catalogueVersion, filter),
    );
    const suggestion = query.q
      ? await this.suggestion(query.q, typed, corrections, count.total, catalogueVersion)
      : undefined;
    const backwards = cursorAt?.direction === 'before';
    const more = positions.length > query.limit;
    const shown = backwards ? positions.slice(-query.limit) : positions.slice(0, query.limit);

    const first = shown[0];
    const last = shown.at(-1);
    const hasNext = backwards ? last !== undefined : more;
    const hasPrev = backwards ? more : query.page > 1 || cursorAt !== undefined;
    return {
      shown,
      includeSold,
      paging: {
        page: query.page,
        limit: query.limit,
        total: count.total,
        totalKind: count.kind,
        next:
          hasNext && last ? this.cursors.encode(listId, { direction: 'after', key: last.key }) : undefined,
        prev:
          hasPrev && first ? this.cursors.encode(listId, { direction: 'before', key: first.key }) : undefined,
        suggestion,
      },
    };
  }

  /** Counts per filter option for the search (decision 037); an empty search counts nothing. */
  async facets(
    query: ProductSearch,
    { catalogueVersion }: { catalogueVersion?: number } = {},
  ): Promise<Facets> {
    const typed = filterOf(query);
    // Text with no letters or digits matches nothing, as in the list.
    if (query.q && typed.terms.length === 0) return noFacets();
    const { filter } = await this.corrected(typed, catalogueVersion);
    const kept = catalogueVersion === undefined ? undefined : this.keptReads.for(catalogueVersion, filter);
    return countFacets(this.db, this.storefront, filter, kept);
  }

  async homeCameras(): Promise<Product[]> {
    const newest: StorefrontFilter = { terms: [] };
    const positions = await listStorefrontPositions(
      this.db,
      this.storefront,
      newest,
      'newest',
      { offset: 0 },
      HOME_CAMERAS_LIMIT,
    );
    const rows = await storefrontRowsAt(this.db, positions);
    return rows.map((row) => toPublicProduct(row, this.origin));
  }

  /**
   * One listing by its direct link, whatever its status (issue 14, item 5): a booked or sold
   * camera's page stays for the buyer who follows a bookmark, with its status. Withdrawn, or its
   * seller deleted or disabled, it answers 404; the page of a withdrawn listing says 410
   * (plugins/web-app.ts), a disabled seller's stays 404, since 410 tells search engines it is
   * gone for good and this one may return.
   */
  async get(id: string): Promise<Product> {
    const row = await findVisibleProduct(this.db, id);
    if (!row) throw new AppError('not-found', productsErrors.suchProductStorefront);
    return withPhotos(this.db, toPublicProduct(row, this.origin), this.origin);
  }

  /** Listings on sale like this one: its model first, then its brand and type near its price. */
  async similar(id: string): Promise<Product[]> {
    const row = await findVisibleProduct(this.db, id);
    if (!row) throw new AppError('not-found', productsErrors.suchProductStorefront);
    const ids = await similarListingIds(this.db, row);
    const found = await findPublicListings(this.db, ids, this.origin);
    return ids.flatMap((similarId) => found.get(similarId) ?? []);
  }
}

/** The storefront filter a catalogue query asks for; a reversed price range is a 400. */
function filterOf(query: ProductSearch): StorefrontFilter {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new AppError('validation-failed', productsErrors.minpriceMustGreaterThan, 'minPrice');
  }
  return {
    terms: query.q ? searchTermsOf(query.q) : [],
    categoryId: query.category,
    minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    details: detailChoicesOf(query),
    // Only set when asked, so the default list's cursor digest is what it always was.
    ...(query.includeSold ? { includeSold: true as const } : {}),
  };
}
