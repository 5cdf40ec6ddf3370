import { ShopSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-catalogue.js';

/** Whether the public demo accounts (known password) still exist in this shop. */
async function hasDemoAccounts(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `GET /api/shop`: what the web app needs to know about this shop, e.g. to show a "demo shop" notice. */
export function shopRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/shop',
      {
        schema: {
          tags: ['health'],
          summary: 'About this shop: whether it is a demo whose accounts anyone can use',
          response: { 200: ShopSchema },
        },
      },
      async () => ({ demo: await hasDemoAccounts(db) }),
    );
  };
}
