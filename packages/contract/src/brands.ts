import { z } from 'zod';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * Brands as data (issue 44, item 1; decision 067). Ids are part of the API: 1 Canon, 2 Sony and
 * 3 Nikon keep the meaning `/category/{id}` and `categoryId` gave them; admins add the rest.
 */
export const BRAND_NAME_MAX = 40;
export const SLUG_MAX = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A lower-case address word: letters and digits in runs joined by single hyphens. */
export const slugSchema = (label: string) =>
  plainText(label, { required: validationText(vm.commonRequired, { label }) })
    .max(SLUG_MAX, { error: validationText(vm.commonMustAtMostCharacters, { label, max: SLUG_MAX }) })
    .regex(SLUG, { error: validationText(vm.brandsMustLowerCaseLetters, { label }) });

/** The slug a name gives: folded to plain lower-case letters and digits, joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const brandName = plainText('name', { required: vm.commonNameRequired.defaultMessage })
  .trim()
  .min(1, { error: vm.commonNameMustEmpty.defaultMessage })
  .max(BRAND_NAME_MAX, { error: validationText(vm.commonNameMustAtMost, { max: BRAND_NAME_MAX }) });

/** `GET /api/brands`: the menu's brands in order, hidden ones left out. */
export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Listings on sale under this brand. */
  listings: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);

/** A brand as admins manage it (Dashboard → Brands): hidden ones too, with their place in the menu. */
export const AdminBrandSchema = BrandSchema.extend({
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const AdminBrandListSchema = z.array(AdminBrandSchema);

/** `POST /api/admin/brands`: the slug follows from the name unless given. */
export const BrandCreateSchema = z.object({
  name: brandName,
  slug: slugSchema('slug').optional(),
});
export type BrandCreate = z.infer<typeof BrandCreateSchema>;

/** `PATCH /api/admin/brands/{id}`: rename, re-address, hide or show, move in the menu. */
export const BrandUpdateSchema = z.object({
  name: brandName.optional(),
  slug: slugSchema('slug').optional(),
  hidden: z.boolean({ error: vm.brandsHiddenMustTrueFalse.defaultMessage }).optional(),
  position: z
    .number({ error: vm.brandsPositionMustWholeNumber.defaultMessage })
    .int({ error: vm.brandsPositionMustWholeNumber.defaultMessage })
    .min(0, { error: vm.brandsPositionMust0More.defaultMessage })
    .max(10_000, { error: vm.brandsPositionMustAtMost.defaultMessage })
    .optional(),
});
export type BrandUpdate = z.infer<typeof BrandUpdateSchema>;

export const BrandIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: vm.brandsIdMustWholeNumber.defaultMessage })
    .int({ error: vm.brandsIdMustWholeNumber.defaultMessage })
    .min(1, { error: vm.brandsIdMustWholeNumber.defaultMessage })
    .max(2_147_483_647, { error: vm.brandsIdMustWholeNumber.defaultMessage }),
});
