import type { SitePageSlug } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';

/** Each page's title in the page's language; its text is the admins' own (issue 19). */
export const SITE_PAGE_TITLES = defineMessages({
  terms: { id: 'pages.title.terms', defaultMessage: 'Terms of use' },
  privacy: { id: 'pages.title.privacy', defaultMessage: 'Privacy' },
  contact: { id: 'pages.title.contact', defaultMessage: 'Contact' },
  'safe-meetings': { id: 'pages.title.safeMeetings', defaultMessage: 'Meeting safely' },
}) satisfies Record<SitePageSlug, unknown>;
