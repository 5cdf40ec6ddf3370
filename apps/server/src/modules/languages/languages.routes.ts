import { AccountLanguageSchema, ShopLanguageSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { ShopLanguages } from './languages.service.js';

/**
 * `GET`/`PUT /api/account/language`: a person's language for their e-mails and notices;
 * `PUT /api/admin/shop-language`: the shop's default language (admins). Issue 47.
 */
export function languageRoutes(languages: ShopLanguages) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/account/language',
      {
        schema: {
          tags: ['account'],
          summary: 'My language for e-mails and notices; null follows the shop’s default',
          security: BEARER,
          response: { 200: AccountLanguageSchema, ...errorResponses() },
        },
        config: { access: 'user' },
      },
      async (request) => ({ language: await languages.chosenLocale(callerOf(request).id) }),
    );

    api.put(
      '/api/account/language',
      {
        schema: {
          tags: ['account'],
          summary: 'Choose my language for e-mails and notices (en, de, es), or null for the shop’s default',
          security: BEARER,
          body: AccountLanguageSchema,
          response: { 200: AccountLanguageSchema, ...errorResponses() },
        },
        config: { access: 'user' },
      },
      async (request) => ({
        language: await languages.setChosenLocale(callerOf(request).id, request.body.language),
      }),
    );

    api.put(
      '/api/admin/shop-language',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Set the shop’s default language (admins): first visits whose browser asks for none of ours, and e-mails of people who chose none',
          security: BEARER,
          body: ShopLanguageSchema,
          response: { 200: ShopLanguageSchema, ...errorResponses() },
        },
        config: { access: 'admin' },
      },
      async (request) => ({
        language: await languages.setShopLocale(request.body.language, callerOf(request).id),
      }),
    );
  };
}
