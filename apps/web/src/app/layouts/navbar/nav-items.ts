import { defineMessages } from '@refocus/i18n';
import type { MessageDescriptor } from 'react-intl';
import { useBrands } from '../../../components/brands/use-brands';

export interface NavItem {
  to: string;
  /** A brand's own name, or one of our words. */
  label: string | MessageDescriptor;
}

const m = defineMessages({
  products: { id: 'app.navbar.products', defaultMessage: 'Products' },
  blogs: { id: 'app.navbar.blogs', defaultMessage: 'Blogs' },
  dashboard: { id: 'app.navbar.dashboard', defaultMessage: 'Dashboard' },
});

/** Spec §2 navigation; the Brand dropdown sits between Products and Blogs. */
export const PRIMARY_LINK: NavItem = { to: '/products', label: m.products };
export const SECONDARY_LINKS: NavItem[] = [
  { to: '/blogs', label: m.blogs },
  { to: '/dashboard', label: m.dashboard },
];

/** The Brand menu: each brand's page in the menu's order (issue 44); none while the list loads. */
export function useBrandLinks(): { to: string; label: string }[] {
  const { data: brands = [] } = useBrands();
  return brands.map((brand) => ({ to: `/category/${brand.id}`, label: brand.name }));
}
