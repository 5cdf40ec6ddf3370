import { z } from 'zod';

/** The languages the shop speaks (packages/i18n LOCALES; issue 47). */
export const LanguageSchema = z.enum(['en', 'de', 'es'], { error: 'language must be one of en, de, es' });

/** `GET`/`PUT /api/account/language`: a person's language for e-mails and notices; null follows the shop's. */
export const AccountLanguageSchema = z.object({ language: LanguageSchema.nullable() });
export type AccountLanguage = z.infer<typeof AccountLanguageSchema>;

/** `PUT /api/admin/shop-language`: the shop's default language. */
export const ShopLanguageSchema = z.object({ language: LanguageSchema });
