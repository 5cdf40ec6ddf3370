import { defineMessages } from '@refocus/i18n';
import type { IntlShape } from 'react-intl';

const m = defineMessages({
  anyBrand: { id: 'auth.signInReason.anyBrand', defaultMessage: 'Log in to browse cameras by brand.' },
  settings: { id: 'auth.signInReason.settings', defaultMessage: 'Log in to change your account settings.' },
  dashboard: { id: 'auth.signInReason.dashboard', defaultMessage: 'Log in to open your dashboard.' },
  other: { id: 'auth.signInReason.other', defaultMessage: 'Log in to continue.' },
});

/**
 * Why the login screen is showing, when a guard sent the visitor there (issue 19): a bare
 * login form after clicking "Sony" reads as a broken link. `brandName` names a brand by id; while
 * the brands load, or for an id that is no brand, the reason is said in general words.
 */
export function signInReason(
  intl: IntlShape,
  from: { pathname: string } | undefined,
  brandName: (id: number) => string | undefined,
): string | null {
  if (!from) return null;
  const brand = /^\/category\/(\d+)\/?$/.exec(from.pathname);
  if (brand) {
    const name = brandName(Number(brand[1]));
    return name
      ? intl.formatMessage(
          { id: 'auth.signInReason.brand', defaultMessage: 'Log in to see {brand} cameras.' },
          { brand: name },
        )
      : intl.formatMessage(m.anyBrand);
  }
  if (from.pathname === '/dashboard/settings') return intl.formatMessage(m.settings);
  if (from.pathname.startsWith('/dashboard')) return intl.formatMessage(m.dashboard);
  return intl.formatMessage(m.other);
}
