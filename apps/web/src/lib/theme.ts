/**
 * Light/dark theme on `<html data-theme>`. Without a stored choice the system preference
 * decides and is followed live. CSP forbids the usual inline `<head>` script, so main.tsx
 * calls `initTheme()` first thing; the CSS already follows `prefers-color-scheme` until then.
 */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'refocus-theme';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage can be disabled; the system preference still works
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
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // not remembered, but still applied for this page
  }
  apply(theme);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function initTheme(): void {
  const query = darkQuery();
  apply(storedTheme() ?? (query.matches ? 'dark' : 'light'));
  query.addEventListener('change', (event) => {
    if (!storedTheme()) apply(event.matches ? 'dark' : 'light');
  });
}
