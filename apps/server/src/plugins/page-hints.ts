/**
 * What a page's `<html>` element says before any script runs (issue 19): the visitor's chosen
 * theme, read from the cookie the web app writes when they pick one, so a dark page never
 * paints light first; and whether Google sign-in is configured, so the login screen offers
 * only buttons that work. Both are added to the already-drawn (and cached) HTML per request.
 */

/** The cookie apps/web/src/lib/theme.ts writes; its only values are `light` and `dark`. */
export const THEME_COOKIE = 'refocus-theme';

export interface PageHints {
  /** The visitor's explicit choice; null follows the system preference in CSS. */
  theme: 'light' | 'dark' | null;
  googleSignIn: boolean;
}

/** A cookie value is the visitor's to set: anything but the two themes means "no choice". */
export function themeOf(cookieValue: string | undefined): PageHints['theme'] {
  return cookieValue === 'light' || cookieValue === 'dark' ? cookieValue : null;
}

/** The page with its hints as attributes of the opening `<html>` tag. */
export function withPageHints(html: string, hints: PageHints): string {
  const attributes = [
    hints.theme ? ` data-theme="${hints.theme}"` : '',
    hints.googleSignIn ? ' data-google-sign-in="on"' : '',
  ].join('');
  return attributes ? html.replace(/<html\b/i, `<html${attributes}`) : html;
}
