/**
 * What a page's `<html>` element says before any script runs (issue 19): the visitor's chosen
 * theme, read from the cookie the web app writes when they pick one, so a dark page never
 * paints light first; and whether Google sign-in is configured, so the login screen offers
 * only buttons that work. Both are added to the already-drawn (and cached) HTML per request.
 */

/** The cookie apps/web/src/lib/theme.ts writes; its only values are `light` and `dark`. */
export const THEME_COOKIE = 'refocus-theme';

export interface PageHints {
  /** The language the page is in (decision 070): `<html lang>`, read by the web app at start. */
  locale: string;
  /** The shop's currency (ISO 4217), for the web app's prices. */
  currency: string;
  /** The visitor's explicit choice; null follows the system preference in CSS. */
  theme: 'light' | 'dark' | null;
  googleSignIn: boolean;
}

/** A cookie value is the visitor's to set: anything but the two themes means "no choice". */
export function themeOf(cookieValue: string | undefined): PageHints['theme'] {
  return cookieValue === 'light' || cookieValue === 'dark' ? cookieValue : null;
}

/**
 * The page with its hints as attributes of the opening `<html>` tag (its `lang` replaced). Every
 * value is ours (a known locale, a checked currency code, two themes), never the visitor's text.
 */
export function withPageHints(html: string, hints: PageHints): string {
  const attributes = [
    ` lang="${hints.locale}" data-currency="${hints.currency}"`,
    hints.theme ? ` data-theme="${hints.theme}"` : '',
    hints.googleSignIn ? ' data-google-sign-in="on"' : '',
  ].join('');
  return html.replace(/<html\b(?:\s+lang="[^"]*")?/i, `<html${attributes}`);
}
