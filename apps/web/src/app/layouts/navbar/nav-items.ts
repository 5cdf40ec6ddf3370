import { useBrands } from '../../../components/brands/use-brands';

export interface NavItem {
  to: string;
  label: string;
}

/** Spec §2 navigation; the Brand dropdown sits between Products and Blogs. */
export const PRIMARY_LINK: NavItem = { to: '/products', label: 'Products' };
export const SECONDARY_LINKS: NavItem[] = [
  { to: '/blogs', label: 'Blogs' },
  { to: '/dashboard', label: 'Dashboard' },
];

/** The Brand menu: each brand's page in the menu's order (issue 44); none while the list loads. */
export function useBrandLinks(): NavItem[] {
  const { data: brands = [] } = useBrands();
  return brands.map((brand) => ({ to: `/category/${brand.id}`, label: brand.name }));
}
