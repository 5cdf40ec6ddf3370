import { DEFAULT_LOCALE, isLocale, type Locale, type Messages, PSEUDO_LOCALE } from '@refocus/i18n';

export type { Messages };

/** A language the page can be in: a shop language, or the pseudo-locale while developing. */
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

export function isPageLocale(value: unknown): value is PageLocale {
  return isLocale(value) || (import.meta.env.DEV && value === PSEUDO_LOCALE);
}

/**
 * One language's messages, each its own chunk: a visitor downloads only theirs. English is the
 * code's own `defaultMessage`, so it needs no file.
 */
export async function loadMessages(locale: PageLocale): Promise<Messages> {
  switch (locale) {
    case 'de':
      return (await import('./messages-de')).default;
    case 'es':
      return (await import('./messages-es')).default;
    case PSEUDO_LOCALE:
      return (await import('./messages-pseudo')).default;
    default:
      return {};
  }
}

export { DEFAULT_LOCALE };
