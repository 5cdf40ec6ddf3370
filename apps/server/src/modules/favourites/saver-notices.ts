import { formatPrice } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toDollars } from '../../shared/money.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { listSavers } from './favourites.repository.js';

/** What happened to a saved listing that its savers hear of (issue 14 item 6, issue 15 item 2). */
export type SavedListingChange =
  | { kind: 'price-drop'; productId: string; name: string; fromCents: number; toCents: number }
  | { kind: 'sold'; productId: string; name: string };

/** As the site shows a price: `$1,399`, not `$1,399.00` (issue 42, item 10). */
const money = (cents: number) => formatPrice(toDollars(cents));

/**
 * Tells everyone who saved the listing, in the transaction of the change (decision 034): one
 * read of the savers and the notifier's batched writes. `except` are the people the change
 * concerns otherwise (the seller; the buyer who just bought it), who hear of it their own way.
 */
export async function tellSavers(
  trx: Kysely<DB>,
  notifier: Notifier | undefined,
  origin: string,
  change: SavedListingChange,
  except: readonly (string | null)[],
): Promise<void> {
  if (!notifier) return;
  const savers = await listSavers(
    trx,
    change.productId,
    except.filter((id): id is string => id !== null),
  );
  if (savers.length === 0) return;
  const text =
    change.kind === 'price-drop'
      ? `${change.name}, which you saved, dropped from ${money(change.fromCents)} to ${money(change.toCents)}.`
      : `${change.name}, which you saved, was sold.`;
  await notifier.notifyMany(trx, origin, savers, {
    kind: 'favourite-changed',
    text,
    link: change.kind === 'price-drop' ? `/products/${change.productId}` : '/dashboard/saved',
  });
}
