import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@refocus/i18n';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language a page is drawn in (decision 070): the visitor's choice (the cookie the footer menu
 * writes), else the first of their browser's languages the shop speaks, else the shop's default.
 */
export function pageLocaleOf(request: FastifyRequest, shopDefault: Locale): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const [preferred] = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] },
  }).languages([...LOCALES]);
  return isLocale(preferred) ? preferred : shopDefault;
}

/**
 * The language of the API's messages for people (`error.message`): the language our web app was
 * set to (its cookie), else English. Only the cookie counts: the older client sends none, so its
 * answers stay exactly as they were, whatever its browser's `Accept-Language`.
 */
export function messageLocaleOf(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
