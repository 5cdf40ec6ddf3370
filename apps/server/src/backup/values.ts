import type { ColumnType } from './manifest.js';

/** An identifier as both databases read it. Names come from the schema, never from input. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The value as the archive carries it, checked against its column's type on the way out and on
 * the way back in: a value the other database would store differently fails loudly, naming where.
 */
export function checkedValue(
  table: string,
  column: { name: string; type: ColumnType; nullable: boolean },
  value: unknown,
): string | number | null {
  if (value === null && column.nullable) return null;
  if (column.type === 'text' && typeof value === 'string') return value;
  if (column.type === 'integer' && Number.isSafeInteger(value)) return value as number;
  if (column.type === 'real' && typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Error(
    `${table}.${column.name} holds ${JSON.stringify(value)}, which is not a ${column.nullable ? 'null or ' : ''}${column.type} value.`,
  );
}
