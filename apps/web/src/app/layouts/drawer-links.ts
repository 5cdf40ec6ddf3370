import type { Role } from '@refocus/contract';

export interface DrawerLink {
  to: string;
  label: string;
}

/**
 * Spec §2 dashboard drawer: the links each role sees. Sellers also answer the bookings on
 * their listings and may book cameras themselves (PRODUCT.md §2).
 */
export function drawerLinks(role: Role): DrawerLink[] {
  return [...roleLinks(role), { to: '/dashboard/settings', label: 'Account Settings' }];
}

function roleLinks(role: Role): DrawerLink[] {
  switch (role) {
    case 'seller':
      return [
        { to: '/dashboard/add-product', label: 'Add Product' },
        { to: '/dashboard/my-products', label: 'My Products' },
        { to: '/dashboard/bookings', label: 'Bookings' },
        { to: '/dashboard/my-orders', label: 'My Orders' },
      ];
    case 'admin':
      return [
        { to: '/dashboard/all-sellers', label: 'All Sellers' },
        { to: '/dashboard/all-buyers', label: 'All Buyers' },
      ];
    case 'buyer':
      return [{ to: '/dashboard/my-orders', label: 'My Orders' }];
  }
}
