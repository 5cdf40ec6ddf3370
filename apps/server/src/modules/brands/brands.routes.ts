import {
  AdminBrandListSchema,
  AdminBrandSchema,
  BrandCreateSchema,
  BrandIdParamsSchema,
  BrandListSchema,
  BrandUpdateSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { BrandsService } from './brands.service.js';

const tags = ['brands'];

/** Issue 44, item 1 (decision 067): the menu's brands for everyone; admins add and change them. */
export function brandRoutes(brands: BrandsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/brands',
      {
        schema: {
          tags,
          summary: 'The brands of the Brand menu in its order, with their listings on sale',
          description: 'Hidden brands are left out. Ids 1, 2 and 3 are Canon, Sony and Nikon.',
          response: { 200: BrandListSchema },
        },
        config: { catalogueCache: true },
      },
      () => brands.list(),
    );

    api.get(
      '/api/admin/brands',
      {
        schema: {
          tags,
          summary: 'Every brand, hidden ones too, in menu order (admins)',
          security: BEARER,
          response: { 200: AdminBrandListSchema, ...errorResponses() },
        },
        config: { access: 'admin' },
      },
      () => brands.adminList(),
    );

    api.post(
      '/api/admin/brands',
      {
        schema: {
          tags,
          summary: 'Add a brand, last in the menu (admins)',
          description: 'The slug follows from the name unless given. Errors: 409 the slug is taken.',
          security: BEARER,
          body: BrandCreateSchema,
          response: { 201: AdminBrandSchema, ...errorResponses(409) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        reply.code(201);
        return brands.create(request.body, callerOf(request).id);
      },
    );

    api.patch(
      '/api/admin/brands/:id',
      {
        schema: {
          tags,
          summary: 'Rename, re-address, hide or show a brand, or move it in the menu (admins)',
          description:
            'A hidden brand leaves the menu; its listings stay. Errors: 404, 409 the slug is taken.',
          security: BEARER,
          params: BrandIdParamsSchema,
          body: BrandUpdateSchema,
          response: { 200: AdminBrandSchema, ...errorResponses(404, 409) },
        },
        config: { access: 'admin' },
      },
      (request) => brands.update(request.params.id, request.body, callerOf(request).id),
    );
  };
}
