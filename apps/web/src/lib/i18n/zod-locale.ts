import { useEffect } from 'react';
import { z } from 'zod';
import type { PageLocale } from './messages';

/** Zod's own messages (`Invalid input: expected string`…) for each page language; others in English. */
const ZOD_LOCALES: Partial<Record<PageLocale, () => ReturnType<typeof z.locales.en>>> = {
  en: z.locales.en,
  de: z.locales.de,
  es: z.locales.es,
};

/**
 * Makes zod's built-in messages speak the page's language (decision 070), so client-side form
 * validation does; the shared schemas' own messages are translated by `lib/field-errors`.
 * Zod's configuration is global: call it whenever the page's language changes.
 */
export function setZodLocale(locale: PageLocale): void {
  z.config((ZOD_LOCALES[locale] ?? z.locales.en)());
}

/** `setZodLocale` for a component: follows `locale` (call it once, in the language provider). */
export function useZodLocale(locale: PageLocale): void {
  useEffect(() => {
    setZodLocale(locale);
  }, [locale]);
}
