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

/**
 * Marks messages for the catalogue (FormatJS's extractor reads every `defineMessages` call) where
 * no FormatJS library is at hand, as in the shared schemas; it returns them as they are.
 */
export function defineMessages<T extends Record<string, { id: string; defaultMessage: string }>>(
  messages: T,
): T {
  return messages;
}

/**
 * The named formats every message may use, on the site and in e-mails: `{amount, number, price}`
 * is an amount in the shop's currency (ISO 4217), whole amounts without cents (`$1,399`,
 * `1.399 €`), others with them (`$1,234.50`).
 */
export function messageFormats(currency: string) {
  return {
    number: {
      price: { style: 'currency' as const, currency, trailingZeroDisplay: 'stripIfInteger' as const },
    },
  };
}
