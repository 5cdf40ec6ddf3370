import { z } from 'zod';
import { PageQuerySchema } from './page-query.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * Admin lists of people (spec §7): bare arrays of `{_id, name, email}`. Ours adds the state,
 * the role, when they joined and how much they use the shop (issue 19) — old clients ignore it.
 */
export const PersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Ours: an admin paused the account (it cannot sign in; its listings are off the storefront). */
  disabled: z.boolean(),
  role: z.enum(['seller', 'buyer']),
  /** When the account was created (ISO 8601). */
  joinedAt: z.string(),
  /** Listings on the marketplace now (not withdrawn), whatever their status. */
  listings: z.number().int(),
  /** Bookings this person has made as a buyer, in any state. */
  orders: z.number().int(),
});
export const PersonListSchema = z.array(PersonSchema);
export type Person = z.infer<typeof PersonSchema>;

export const PEOPLE_SORTS = ['joined', 'name', 'email'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** `GET /api/user/all-sellers` (and buyers): the page, a search, an order. */
export const PeopleQuerySchema = PageQuerySchema.extend({
  /** Part of the name or the email address, any case. */
  q: plainText('q').trim().max(100, { error: vm.commonQMustAtMost.defaultMessage }).optional(),
  sort: z
    .enum(PEOPLE_SORTS, { error: validationText(vm.commonSortMustOne, { values: PEOPLE_SORTS.join(', ') }) })
    .default('joined'),
  order: z.enum(['asc', 'desc'], { error: vm.peopleOrderMustAscDesc.defaultMessage }).default('asc'),
});
export type PeopleQuery = z.infer<typeof PeopleQuerySchema>;

/** `PATCH /api/user/all-sellers/{email}` (and buyers): disable or re-enable the account. */
export const PersonStateChangeSchema = z.object({
  disabled: z.boolean({ error: vm.peopleDisabledMustTrueFalse.defaultMessage }),
});
export type PersonStateChange = z.infer<typeof PersonStateChangeSchema>;
