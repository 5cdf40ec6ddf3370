import { z } from 'zod';
import { LanguageSchema } from './language.js';

export const HealthSchema = z.object({ status: z.literal('ok') });
/**
 * Each dependency: the database and photo storage are required (a 503 names the one down);
 * Redis is not (`down`: limits count per instance until it is back; `off`: not configured).
 */
export const ReadySchema = z.object({
  status: z.literal('ready'),
  database: z.string(),
  storage: z.enum(['disk', 's3']),
  redis: z.enum(['off', 'up', 'down']),
});

/** What kind of shop this is: `demo` while the public demo accounts exist. */
export const ShopSchema = z.object({
  demo: z.boolean(),
  /** The IANA time zone meeting times are proposed and shown in (`SHOP_TIME_ZONE`, issue 45). */
  timeZone: z.string(),
  /** The shop's default language (issue 47): admins change it. */
  language: LanguageSchema,
  /** The currency of every price (ISO 4217, `CURRENCY`). */
  currency: z.string(),
});
export type Shop = z.infer<typeof ShopSchema>;
