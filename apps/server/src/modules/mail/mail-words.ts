import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@refocus/i18n';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A server's intl in one language (`ServerLanguages.intl`). */
export type ServerIntl = IntlShape<string>;

/**
 * Words for a reader whose language is known only when they are written to (decision 070): a
 * sentence already written, or how to write it with the reader's intl (`m.booked` formatted with
 * their name). Notices and the shop's thread lines take these.
 */
export type Words = string | { message: Message; values?: Values } | ((intl: ServerIntl) => string);

export const wordsIn = (intl: ServerIntl, words: Words): string =>
  typeof words === 'string'
    ? words
    : typeof words === 'function'
      ? words(intl)
      : sayer(intl)(words.message, words.values);

/** What turns a language into its intl: `ServerLanguages`. */
export interface IntlSource {
  intl(locale: Locale): ServerIntl;
}

/**
 * The shop's default language, read afresh in the given transaction or database (migration 047):
 * the mail worker and the notices read it at the moment they write, so an admin's change counts
 * from the next word on, on every instance.
 */
export async function shopLocaleIn(db: Kysely<DB>): Promise<Locale> {
  const row = await db.selectFrom('shop_settings').select('locale').where('id', '=', 1).executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/**
 * The language to write to someone in: the person's own choice when they have an account (by
 * id, else by the address written to), else the shop's default (an address nobody has yet, e.g.
 * a new address to confirm).
 */
export async function recipientLocale(
  db: Kysely<DB>,
  recipient: { userId?: string | null | undefined; email?: string | undefined },
): Promise<Locale> {
  let query = db.selectFrom('users').select('locale');
  if (recipient.userId) query = query.where('id', '=', recipient.userId);
  else if (recipient.email) query = query.where('email', '=', recipient.email.toLowerCase());
  else return shopLocaleIn(db);
  const row = await query.executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : shopLocaleIn(db);
}

/** A message of a `defineMessages` list: its id and its English words. */
export interface Message {
  id: string;
  defaultMessage: string;
}

export type Values = Record<string, string | number | Date>;

/** `intl.formatMessage` for this module's descriptors, always a string. */
export const sayer =
  (intl: ServerIntl) =>
  (message: Message, values?: Values): string =>
    intl.formatMessage(message as MessageDescriptor, values) as string;
