import type { Role } from '@refocus/contract';

export interface DrawerLink {
  to: string;
  label: string;
}

/**
 * Spec §2 dashboard drawer: the links each role sees. Sellers also answer the bookings on
 * their listings and may book cameras themselves (PRODUCT.md §2).
 */
/** Every role talks (issue 15); the drawer shows the unread count beside this link. */
export const MESSAGES_PATH = '/dashboard/messages';

/** Offers made and received (issue 45): buyers make them, sellers answer them too. */
const OFFERS_PATH = '/dashboard/offers';

export function drawerLinks(role: Role): DrawerLink[] {
  return [
    ...roleLinks(role),
    // Every role saves cameras (issue 14 item 6): admins browse the shop too.
    { to: '/dashboard/saved', label: 'Saved' },
    { to: '/dashboard/saved-searches', label: 'Saved Searches' },
    { to: MESSAGES_PATH, label: 'Messages' },
    { to: '/dashboard/notifications', label: 'Notifications' },
    { to: '/dashboard/settings', label: 'Account Settings' },
  ];
}

function roleLinks(role: Role): DrawerLink[] {
  switch (role) {
    case 'seller':
      return [
        { to: '/dashboard/add-product', label: 'Add Product' },
        { to: '/dashboard/my-products', label: 'My Products' },
        { to: '/dashboard/bookings', label: 'Bookings' },
        { to: OFFERS_PATH, label: 'Offers' },
        { to: '/dashboard/my-orders', label: 'My Orders' },
      ];
    case 'admin':
      return [
        { to: '/dashboard/all-sellers', label: 'All Sellers' },
        { to: '/dashboard/all-buyers', label: 'All Buyers' },
        { to: '/dashboard/reports', label: 'Reports' },
        { to: '/dashboard/audit-log', label: 'Audit Log' },
        { to: '/dashboard/jobs', label: 'Background Jobs' },
        { to: '/dashboard/backups', label: 'Backups' },
        { to: '/dashboard/site-pages', label: 'Site Pages' },
        { to: '/dashboard/brands', label: 'Brands' },
        { to: '/dashboard/models', label: 'Models' },
      ];
    case 'buyer':
      return [
        { to: '/dashboard/my-orders', label: 'My Orders' },
        { to: OFFERS_PATH, label: 'Offers' },
      ];
  }
}
