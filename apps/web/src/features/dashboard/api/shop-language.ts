import type { Locale } from '@refocus/i18n';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/admin/shop-language` (admins): the shop's default language; answers the one now set. */
export function setShopLanguage(language: Locale): Promise<{ language: Locale }> {
  return apiRequest('/admin/shop-language', { method: 'PUT', body: { language } });
}
