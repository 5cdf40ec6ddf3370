import { useEffect } from 'react';
import { z } from 'zod';
import type { PageLocale } from './messages';

/** Zod's own messages for each page language, each a chunk of its own; English is zod's default. */
const ZOD_LOCALES: Partial<
  Record<PageLocale, () => Promise<{ default: () => Parameters<typeof z.config>[0] }>>
> = {
  en: () => import('zod/v4/locales/en.js'),
  de: () => import('zod/v4/locales/de.js'),
  es: () => import('zod/v4/locales/es.js'),
};

/** Whether zod was set to a language: English then has to be set back. */
let changed = false;

/**
 * Zod's built-in messages (`Invalid input: expected string`…) in the page's language (decision
 * 070), so client-side form checks speak it; the shared schemas' own messages are translated by
 * `lib/field-errors`. Zod's configuration is global, set from an effect (never while the server
 * draws a page); a page that starts in English leaves zod's default alone.
 */
export function useZodLocale(locale: PageLocale): void {
  useEffect(() => {
    if (locale === 'en' && !changed) return;
    const load = ZOD_LOCALES[locale] ?? ZOD_LOCALES.en;
    void load?.().then((module) => {
      changed = true;
      z.config(module.default());
    });
  }, [locale]);
}
