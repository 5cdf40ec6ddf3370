import { useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme } from '../lib/theme';
import { MoonIcon, SunIcon } from './icons';

/** The server cannot know the visitor's theme: it renders light, and hydration then corrects it. */
const serverTheme = () => 'light' as const;

/** A toggle button: pressed means dark. The choice is remembered (lib/theme). */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, serverTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle btn-sm"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon className="size-5" /> : <SunIcon className="size-5" />}
    </button>
  );
}
