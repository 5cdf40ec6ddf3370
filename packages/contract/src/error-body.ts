import { z } from 'zod';
import type { ErrorBody } from './errors.js';

/** The schema of ErrorBody, for route declarations; `satisfies` keeps the two in step. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    challenge: z.string().optional(),
  }),
}) satisfies z.ZodType<ErrorBody>;
