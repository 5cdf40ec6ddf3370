/**
 * Why the login screen is showing, when a guard sent the visitor there (issue 19): a bare
 * login form after clicking "Sony" reads as a broken link. `brandName` names a brand by id; while
 * the brands load, or for an id that is no brand, the reason is said in general words.
 */
export function signInReason(
  from: { pathname: string } | undefined,
  brandName: (id: number) => string | undefined,
): string | null {
  if (!from) return null;
  const brand = /^\/category\/(\d+)\/?$/.exec(from.pathname);
  if (brand) {
    const name = brandName(Number(brand[1]));
    return name ? `Log in to see ${name} cameras.` : 'Log in to browse cameras by brand.';
  }
  if (from.pathname === '/dashboard/settings') return 'Log in to change your account settings.';
  if (from.pathname.startsWith('/dashboard')) return 'Log in to open your dashboard.';
  return 'Log in to continue.';
}
