/** The roles of spec §1/§6; a signed-in user who is neither seller nor admin is a buyer. */
export type Role = 'buyer' | 'seller' | 'admin';

export interface DrawerLink {
  to: string;
  label: string;
}

/** Spec §2 dashboard drawer: the links each role sees. */
export function drawerLinks(role: Role): DrawerLink[] {
  switch (role) {
    case 'seller':
      return [
        { to: '/dashboard/add-product', label: 'Add Product' },
        { to: '/dashboard/my-products', label: 'My Products' },
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

/** Spec §4 role flags → role; "when neither seller nor admin applies, My Orders shows". */
export function roleOf(flags: { seller: boolean; admin: boolean }): Role {
  if (flags.admin) return 'admin';
  if (flags.seller) return 'seller';
  return 'buyer';
}
