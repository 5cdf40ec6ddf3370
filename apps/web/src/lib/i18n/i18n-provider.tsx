import { LOCALE_COOKIE, messageFormats } from '@refocus/i18n';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LOCALE, loadMessages, type Messages, type PageLocale } from './messages';
import { useZodLocale } from './zod-locale';

/** What the page is said in: the language, its messages, and the shop's currency (ISO 4217). */
export interface PageLanguage {
  locale: PageLocale;
  messages: Messages;
  currency: string;
}

interface LocaleChoice {
  locale: PageLocale;
  /** Switches the page to another language at once (no reload) and remembers it in the cookie. */
  switchTo(locale: PageLocale): Promise<void>;
}

const LocaleContext = createContext<LocaleChoice>({ locale: DEFAULT_LOCALE, switchTo: async () => {} });

export function useLocaleChoice(): LocaleChoice {
  return use(LocaleContext);
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's language (decision 070): react-intl's provider with the messages of the language the
 * server drew the page in, which the footer menu and Account Settings can change.
 */
export function I18nProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  const [current, setCurrent] = useState({ locale: language.locale, messages: language.messages });
  const switchTo = useCallback(async (locale: PageLocale) => {
    const messages = await loadMessages(locale);
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is one of our locales.
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    document.documentElement.lang = locale;
    setCurrent({ locale, messages });
  }, []);
  useZodLocale(current.locale);
  const choice = useMemo(() => ({ locale: current.locale, switchTo }), [current.locale, switchTo]);
  const formats = useMemo(() => messageFormats(language.currency), [language.currency]);
  return (
    <LocaleContext value={choice}>
      <IntlProvider
        locale={current.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={current.messages}
        formats={formats}
        // A message with no translation is formatted as English with these: `{price, number, price}` too.
        defaultFormats={formats}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/**
 * A message missing from a translation falls back to its English (the catalogue test keeps every
 * translation complete, so that is a development moment); a message that cannot format is a bug.
 */
function reportIntlError(error: { code: string; message: string }) {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && !import.meta.env.DEV) return;
  console.error(error.message);
}
