/**
 * Statements worth preparing once per PostgreSQL connection: SQL texts a module compiles once
 * and asks again and again (the rows of every uncached catalogue page). The pool
 * (`postgres-pool.ts`) sends a marked text as a named statement, so each connection parses and
 * plans it once; measured on the rows of a 24-listing page at 100 000 listings, the backend's
 * CPU per execution went from 530 to 235 µs (decision 047). SQLite needs no marking: its read
 * workers keep every statement they prepare.
 *
 * Only texts marked here are named, never arbitrary ones: a named statement lives as long as
 * its connection on the server, and a word search's plan depends on its words (a generic plan
 * for `to_tsquery($1)` would be planned blind).
 */
const names = new Map<string, string>();

/** Enough for every page size of both storefront tables, with room to spare. */
const MAX_PREPARED = 1_000;

/** Marks `sql` as a statement to prepare once per connection (PostgreSQL). */
export function prepareOnce(sql: string): void {
  if (names.has(sql) || names.size >= MAX_PREPARED) return;
  names.set(sql, `refocus_${names.size + 1}`);
}

/** The statement name `sql` runs under, if it was marked. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}
