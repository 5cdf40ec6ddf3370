import { expect } from 'vitest';
import type { z } from 'zod';

/** Parses `value`, asserting `schema` takes it without an issue; answers the parsed output. */
export function accepted<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  expect(result.error?.issues).toBeUndefined();
  return result.data as z.output<T>;
}

/** Asserts `schema` refuses `value`; answers the path of each issue, to say which field it names. */
export function refusedPaths(schema: z.ZodType, value: unknown): PropertyKey[][] {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path) ?? [];
}
