import { ShopSchema } from '@refocus/contract';
import type { Locale } from '@refocus/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Whether any of the public demo accounts (known password) still exists in this shop. */
async function hasDemoAccounts(db: Kysely<DB>, demoEmails: readonly string[]): Promise<boolean> {
  if (demoEmails.length === 0) return false;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'in', demoEmails)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `GET /api/shop`: what the web app needs to know about this shop, e.g. to show a "demo shop"
 * notice, or to say which time zone meeting times are in, and its language and currency (issue 47). `demoEmails` are the demo seed's accounts, given by the app (the seed is not this
 * module's to import).
 */
export function shopRoutes(
  db: Kysely<DB>,
  demoEmails: readonly string[],
  {
    timeZone,
    currency,
    shopLocale,
  }: { timeZone: string; currency: string; shopLocale: () => Promise<Locale> },
) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/shop',
      {
        schema: {
          tags: ['health'],
          summary:
            'About this shop: whether it is a demo whose accounts anyone can use, its time zone, default language and currency',
          response: { 200: ShopSchema },
        },
      },
      async () => ({
        demo: await hasDemoAccounts(db, demoEmails),
        timeZone,
        language: await shopLocale(),
        currency,
      }),
    );
  };
}
