import type { Role } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import type { MessageDescriptor } from 'react-intl';

export interface DrawerLink {
  to: string;
  label: MessageDescriptor;
}

const m = defineMessages({
  saved: { id: 'app.drawer.saved', defaultMessage: 'Saved' },
  savedSearches: { id: 'app.drawer.savedSearches', defaultMessage: 'Saved Searches' },
  messages: { id: 'app.drawer.messages', defaultMessage: 'Messages' },
  notifications: { id: 'app.drawer.notifications', defaultMessage: 'Notifications' },
  accountSettings: { id: 'app.drawer.accountSettings', defaultMessage: 'Account Settings' },
  addProduct: { id: 'app.drawer.addProduct', defaultMessage: 'Add Product' },
  myProducts: { id: 'app.drawer.myProducts', defaultMessage: 'My Products' },
  bookings: { id: 'app.drawer.bookings', defaultMessage: 'Bookings' },
  offers: { id: 'app.drawer.offers', defaultMessage: 'Offers' },
  myOrders: { id: 'app.drawer.myOrders', defaultMessage: 'My Orders' },
  allSellers: { id: 'app.drawer.allSellers', defaultMessage: 'All Sellers' },
  allBuyers: { id: 'app.drawer.allBuyers', defaultMessage: 'All Buyers' },
  reports: { id: 'app.drawer.reports', defaultMessage: 'Reports' },
  auditLog: { id: 'app.drawer.auditLog', defaultMessage: 'Audit Log' },
  backgroundJobs: { id: 'app.drawer.backgroundJobs', defaultMessage: 'Background Jobs' },
  backups: { id: 'app.drawer.backups', defaultMessage: 'Backups' },
  sitePages: { id: 'app.drawer.sitePages', defaultMessage: 'Site Pages' },
  brands: { id: 'app.drawer.brands', defaultMessage: 'Brands' },
  models: { id: 'app.drawer.models', defaultMessage: 'Models' },
});

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
    { to: '/dashboard/saved', label: m.saved },
    { to: '/dashboard/saved-searches', label: m.savedSearches },
    { to: MESSAGES_PATH, label: m.messages },
    { to: '/dashboard/notifications', label: m.notifications },
    { to: '/dashboard/settings', label: m.accountSettings },
  ];
}

function roleLinks(role: Role): DrawerLink[] {
  switch (role) {
    case 'seller':
      return [
        { to: '/dashboard/add-product', label: m.addProduct },
        { to: '/dashboard/my-products', label: m.myProducts },
        { to: '/dashboard/bookings', label: m.bookings },
        { to: OFFERS_PATH, label: m.offers },
        { to: '/dashboard/my-orders', label: m.myOrders },
      ];
    case 'admin':
      return [
        { to: '/dashboard/all-sellers', label: m.allSellers },
        { to: '/dashboard/all-buyers', label: m.allBuyers },
        { to: '/dashboard/reports', label: m.reports },
        { to: '/dashboard/audit-log', label: m.auditLog },
        { to: '/dashboard/jobs', label: m.backgroundJobs },
        { to: '/dashboard/backups', label: m.backups },
        { to: '/dashboard/site-pages', label: m.sitePages },
        { to: '/dashboard/brands', label: m.brands },
        { to: '/dashboard/models', label: m.models },
      ];
    case 'buyer':
      return [
        { to: '/dashboard/my-orders', label: m.myOrders },
        { to: OFFERS_PATH, label: m.offers },
      ];
  }
}
