import type { ReactNode } from 'react';
import { I18nProvider, type PageLanguage } from '../src/lib/i18n/i18n-provider';

/** The page as most tests read it: English, prices in dollars. */
export const ENGLISH: PageLanguage = { locale: 'en', messages: {}, currency: 'USD' };

function EnglishPage({ children }: { children: ReactNode }) {
  return <I18nProvider language={ENGLISH}>{children}</I18nProvider>;
}

/**
 * For a component drawn on its own, outside the app: the language provider the app puts around
 * it, in English (`render(<Stars … />, inEnglish)`; `rerender` keeps it).
 */
export const inEnglish = { wrapper: EnglishPage };
