import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'components.themeToggle.darkTheme', defaultMessage: 'Dark theme' });
  const icon = dark ? <MoonIcon className="size-5" /> : <SunIcon className="size-5" />;
  const toggle = () => setTheme(dark ? 'light' : 'dark');
  if (withText) {
    return (
      <button type="button" className={className} aria-pressed={dark} onClick={toggle}>
        {icon}
        {name}
        {/* Seen, not read: the button's pressed state says it. */}
        <span aria-hidden="true" className="ms-auto text-xs text-base-content/75">
          {dark
            ? intl.formatMessage({ id: 'components.themeToggle.on', defaultMessage: 'On' })
            : intl.formatMessage({ id: 'components.themeToggle.off', defaultMessage: 'Off' })}
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-circle btn-sm ${className}`}
      aria-label={name}
      aria-pressed={dark}
      title={
        dark
          ? intl.formatMessage({
              id: 'components.themeToggle.toLight',
              defaultMessage: 'Switch to light theme',
            })
          : intl.formatMessage({
              id: 'components.themeToggle.toDark',
              defaultMessage: 'Switch to dark theme',
            })
      }
      onClick={toggle}
    >
      {icon}
    </button>
  );
}
