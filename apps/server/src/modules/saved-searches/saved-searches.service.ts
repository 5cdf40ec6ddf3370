import {
  type NewSavedSearch,
  SAVED_SEARCHES_PER_USER,
  type SavedSearch,
  type SavedSearchChanges,
  type SavedSearchUnsubscribe,
} from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { requireVerifiedEmail, type User } from '../users/users.public.js';
import { newSavedSearch } from './saved-search-row.js';
import type { SavedSearchTokens } from './saved-search-tokens.js';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRow,
  updateSavedSearch,
} from './saved-searches.repository.js';
import { savedSearchesErrors } from './saved-searches-errors.js';

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  paused: row.paused === 1,
  createdAt: row.created_at,
});

const NOT_FOUND = savedSearchesErrors.noSuchSavedSearch;

/** A person's saved searches (issue 14 item 7, decision 035); the alerts are `SavedSearchAlerts`'. */
export class SavedSearchesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: SavedSearchTokens,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(caller: User): Promise<SavedSearch[]> {
    return (await listSavedSearches(this.db, caller.id)).map(toSavedSearch);
  }

  /** Its alerts are e-mailed, so only to a confirmed address (issue 41, item 9). */
  async create(caller: User, input: NewSavedSearch, origin: string): Promise<SavedSearch> {
    requireVerifiedEmail(caller);
    const { row, keys } = newSavedSearch({
      userId: caller.id,
      name: input.name,
      query: input.query,
      frequency: input.frequency,
      origin,
      createdAt: this.clock().toISOString(),
    });
    await writeTransaction(this.db, async (trx) => {
      // Two saves at the same instant may both pass the count; the limit is against hoarding, not exact.
      if ((await countSavedSearches(trx, caller.id)) >= SAVED_SEARCHES_PER_USER)
        throw new AppError('conflict', {
          ...savedSearchesErrors.keepAtMostSaved,
          values: { max: SAVED_SEARCHES_PER_USER },
        });
      await insertSavedSearch(trx, row, keys);
    });
    return toSavedSearch(row);
  }

  /** Someone else's search answers 404, like one that does not exist: ids are not confirmed to strangers. */
  private async own(caller: User, id: string): Promise<SavedSearchRow> {
    const row = await findSavedSearch(this.db, id);
    if (!row || row.user_id !== caller.id) throw new AppError('not-found', NOT_FOUND);
    return row;
  }

  async change(caller: User, id: string, changes: SavedSearchChanges): Promise<SavedSearch> {
    const row = await this.own(caller, id);
    const next = {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.paused !== undefined ? { paused: changes.paused ? (1 as const) : (0 as const) } : {}),
      ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
    };
    await writeTransaction(this.db, async (trx) => {
      await updateSavedSearch(trx, id, next);
      // Matches waiting for the digest follow the search to its new frequency.
      if (changes.frequency !== undefined)
        await trx
          .updateTable('saved_search_hits')
          .set({ frequency: changes.frequency })
          .where('saved_search_id', '=', id)
          .where('sent_at', 'is', null)
          .execute();
    });
    return toSavedSearch({ ...row, ...next });
  }

  async remove(caller: User, id: string): Promise<void> {
    await this.own(caller, id);
    await deleteSavedSearch(this.db, id);
  }

  /** An alert's unsubscribe link: pauses that one search, without signing in. */
  async unsubscribe({ id, token }: SavedSearchUnsubscribe): Promise<SavedSearch> {
    if (!this.tokens.verify(id, token))
      throw new AppError('bad-request', savedSearchesErrors.unsubscribeLinkValidManage, 'token');
    const row = await findSavedSearch(this.db, id);
    if (!row) throw new AppError('not-found', savedSearchesErrors.savedSearchLongerExists);
    await updateSavedSearch(this.db, id, { paused: 1 });
    return toSavedSearch({ ...row, paused: 1 });
  }
}
