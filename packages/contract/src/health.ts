import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadySchema = z.object({ status: z.literal('ready'), database: z.string() });

/** What kind of shop this is: `demo` while the public demo accounts exist. */
export const ShopSchema = z.object({ demo: z.boolean() });
export type Shop = z.infer<typeof ShopSchema>;
