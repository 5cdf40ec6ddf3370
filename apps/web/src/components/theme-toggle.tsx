import { useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme } from '../lib/theme';
import { MoonIcon, SunIcon } from './icons';

/** The server cannot know the visitor's theme: it renders light, and hydration then corrects it. */
const serverTheme = () => 'light' as const;

/**
 * A toggle button: pressed means dark. The choice is remembered (lib/theme). `withText` shows
 * its name beside the icon, as a menu's row does.
 */
export function ThemeToggle({
  className = '',
  withText = false,
}: {
  className?: string;
  withText?: boolean;
}) {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, serverTheme);
  const dark = theme === 'dark';
  const icon = dark ? <MoonIcon className="size-5" /> : <SunIcon className="size-5" />;
  const toggle = () => setTheme(dark ? 'light' : 'dark');
  if (withText) {
    return (
      <button type="button" className={className} aria-pressed={dark} onClick={toggle}>
        {icon}
        Dark theme
        {/* Seen, not read: the button's pressed state says it. */}
        <span aria-hidden="true" className="ms-auto text-xs text-base-content/75">
          {dark ? 'On' : 'Off'}
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-circle btn-sm ${className}`}
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggle}
    >
      {icon}
    </button>
  );
}
