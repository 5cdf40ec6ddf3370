import { z } from 'zod';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/** The shop's own pages (issue 19): linked from every footer, written by its admins in Markdown. */
export const SITE_PAGES = [
  { slug: 'terms', title: 'Terms of use' },
  { slug: 'privacy', title: 'Privacy' },
  { slug: 'contact', title: 'Contact' },
  /** Shown in the booking dialog and with an agreed meeting too (issue 45, item 4). */
  { slug: 'safe-meetings', title: 'Meeting safely' },
] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number]['slug'];
export const SITE_PAGE_SLUGS = SITE_PAGES.map((page) => page.slug) as SitePageSlug[];

/** Long enough for real terms of use; short enough that one edit cannot bloat every page view. */
export const SITE_PAGE_MAX_LENGTH = 20_000;

export const SitePageSlugSchema = z.enum(SITE_PAGE_SLUGS, {
  error: validationText(vm.sitePagePageMustOne, { values: SITE_PAGE_SLUGS.join(', ') }),
});

/** `GET /api/pages/{slug}`. */
export const SitePageSchema = z.object({
  slug: SitePageSlugSchema,
  title: z.string(),
  markdown: z.string(),
  /** When an admin last saved it; null while it is the text Refocus ships with. */
  updatedAt: z.string().nullable(),
});
export type SitePage = z.infer<typeof SitePageSchema>;

/** `PUT /api/pages/{slug}` (admins). */
export const SitePageUpdateSchema = z.object({
  markdown: plainText('markdown', { multiline: true, required: vm.sitePageMarkdownRequired.defaultMessage })
    .trim()
    .min(1, { error: vm.sitePageMarkdownMustEmpty.defaultMessage })
    .max(SITE_PAGE_MAX_LENGTH, {
      error: validationText(vm.sitePageMarkdownMustAtMost, { max: SITE_PAGE_MAX_LENGTH }),
    }),
});
export type SitePageUpdate = z.infer<typeof SitePageUpdateSchema>;
