import { defineMessages } from '@formatjs/intl';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toDollars } from '../../shared/money.js';
import type { Notifier, Words } from '../notifications/notifications.public.js';
import { listSavers } from './favourites.repository.js';

/** What happened to a saved listing that its savers hear of (issue 14 item 6, issue 15 item 2). */
export type SavedListingChange =
  | { kind: 'price-drop'; productId: string; name: string; fromCents: number; toCents: number }
  | { kind: 'sold'; productId: string; name: string };

/** In each saver's language; prices as the site shows them: `$1,399`, `1.399 €` (decision 070). */
const m = defineMessages({
  priceDrop: {
    id: 'notices.saved.priceDrop',
    defaultMessage: '{product}, which you saved, dropped from {from, number, price} to {to, number, price}.',
  },
  sold: { id: 'notices.saved.sold', defaultMessage: '{product}, which you saved, was sold.' },
});

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
  const text: Words =
    change.kind === 'price-drop'
      ? {
          message: m.priceDrop,
          values: { product: change.name, from: toDollars(change.fromCents), to: toDollars(change.toCents) },
        }
      : { message: m.sold, values: { product: change.name } };
  await notifier.notifyMany(trx, origin, savers, {
    kind: 'favourite-changed',
    text,
    link: change.kind === 'price-drop' ? `/products/${change.productId}` : '/dashboard/saved',
  });
}
