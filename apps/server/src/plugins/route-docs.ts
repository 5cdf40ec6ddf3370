import { ErrorBodySchema } from '@refocus/contract';

/** OpenAPI `security` of routes that need `Authorization: Bearer <access token>`. */
export const BEARER = [{ bearerAuth: [] }];

/** Response schemas for these error statuses, all in the one error shape. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    S,
    typeof ErrorBodySchema
  >;
}
