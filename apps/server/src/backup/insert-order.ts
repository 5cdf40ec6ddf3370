import type { TableShape } from './table-shapes.js';

export interface InsertPlan {
  /** Tables in an order where each comes after those it references. */
  order: string[];
  /**
   * References that close a cycle (users.photo_image_id ↔ images.owner_id): written empty with
   * the row and set once every table is in, since neither database defers these checks.
   */
  deferred: Map<string, string[]>;
}

/**
 * Orders the tables by their foreign keys (PostgreSQL checks each row as it is written). A
 * cycle is broken at a nullable reference; one without any fails, naming its tables.
 */
export function planInserts(shapes: readonly TableShape[]): InsertPlan {
  const remaining = new Map(shapes.map((shape) => [shape.name, shape]));
  const deferred = new Map<string, string[]>();
  const order: string[] = [];
  const waitsOn = (shape: TableShape) =>
    shape.references.filter(
      (ref) =>
        ref.table !== shape.name &&
        remaining.has(ref.table) &&
        !deferred.get(shape.name)?.includes(ref.column),
    );
  while (remaining.size > 0) {
    const ready = [...remaining.values()].find((shape) => waitsOn(shape).length === 0);
    if (ready) {
      order.push(ready.name);
      remaining.delete(ready.name);
      continue;
    }
    const breakable = [...remaining.values()]
      .flatMap((shape) => waitsOn(shape).map((ref) => ({ shape, ref })))
      .find(({ shape, ref }) => shape.columns.find((c) => c.name === ref.column)?.nullable);
    if (!breakable) {
      throw new Error(
        `The tables ${[...remaining.keys()].join(', ')} reference each other through required columns.`,
      );
    }
    deferred.set(breakable.shape.name, [...(deferred.get(breakable.shape.name) ?? []), breakable.ref.column]);
  }
  // A table that references itself keeps that column for later too.
  for (const shape of shapes) {
    for (const ref of shape.references) {
      if (ref.table !== shape.name) continue;
      deferred.set(shape.name, [...new Set([...(deferred.get(shape.name) ?? []), ref.column])]);
    }
  }
  return { order, deferred };
}
