/**
 * Light/dark theme on `<html data-theme>`. A visitor's explicit choice lives in a cookie the
 * server reads when it sends a page (apps/server/src/plugins/page-hints.ts), so the first
 * paint already has it: CSP forbids the usual inline `<head>` script, and applying it from
 * the bundle would flash the other theme first. Without a choice the system preference
 * decides, in CSS before any script and live afterwards.
 */
export type Theme = 'light' | 'dark';

const COOKIE = 'refocus-theme';
/** Where earlier versions kept the choice; moved into the cookie on the next visit. */
const LEGACY_STORAGE_KEY = 'refocus-theme';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function isTheme(value: string | null | undefined): value is Theme {
  return value === 'light' || value === 'dark';
}

function cookieTheme(): Theme | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];
  return isTheme(value) ? value : null;
}

function rememberTheme(theme: Theme): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is one of two fixed words.
  document.cookie = `${COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

function legacyStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(LEGACY_STORAGE_KEY);
    localStorage.removeItem(LEGACY_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null; // storage can be disabled
  }
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  rememberTheme(theme);
  apply(theme);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function initTheme(): void {
  const legacy = cookieTheme() ? null : legacyStoredTheme();
  if (legacy) rememberTheme(legacy);
  const query = darkQuery();
  apply(cookieTheme() ?? legacy ?? (query.matches ? 'dark' : 'light'));
  query.addEventListener('change', (event) => {
    if (!cookieTheme()) apply(event.matches ? 'dark' : 'light');
  });
}
