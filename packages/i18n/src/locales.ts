/**
 * The languages Refocus speaks (issue 47, decision 070). English is the source: its words live
 * in the code (`defaultMessage`), extracted to translations/en.json; German and Spanish are
 * translations/<locale>/{web,server}/<area>.json, one file per area so work on one screen never
 * touches another's file.
 */
export const LOCALES = ['en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Accented, lengthened English, offered in development only (`?lang=en-XA` or the footer menu
 * of `npm run dev`): a word that stays plain English on screen was never put through the catalogue.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** The cookie that remembers a visitor's language; the page and the API's messages follow it. */
export const LOCALE_COOKIE = 'lang';

/** Each language by its own name, as the footer menu and Account Settings offer it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** One language's catalogue: each message's ICU MessageFormat text by its id. */
export type Messages = Record<string, string>;
