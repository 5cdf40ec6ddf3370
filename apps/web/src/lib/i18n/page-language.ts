import { LOCALE_COOKIE } from '@refocus/i18n';
import type { PageLanguage } from './i18n-provider';
import { DEFAULT_LOCALE, isPageLocale, loadMessages } from './messages';

/**
 * The language the server drew the page in (`<html lang>`) and the shop's currency
 * (`<html data-currency>`), with that language's messages. Under `npm run dev` the page is
 * Vite's own index.html, so the cookie the footer menu writes says it instead.
 */
export async function pageLanguageOf(document: Document): Promise<PageLanguage> {
  const root = document.documentElement;
  const chosen = import.meta.env.DEV ? cookieValue(document, LOCALE_COOKIE) : undefined;
  const locale = [chosen, root.lang].find(isPageLocale) ?? DEFAULT_LOCALE;
  return { locale, currency: root.dataset.currency ?? 'USD', messages: await loadMessages(locale) };
}

function cookieValue(document: Document, name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}
