import { CATEGORIES } from '@refocus/contract';

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
export const BRAND_LINKS: NavItem[] = CATEGORIES.map((c) => ({ to: `/category/${c.id}`, label: c.name }));
