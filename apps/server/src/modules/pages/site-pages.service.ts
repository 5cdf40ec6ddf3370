import { SITE_PAGES, type SitePage, type SitePageSlug } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { recordAudit } from '../audit/audit.public.js';
import { DEFAULT_PAGES } from './default-pages.js';
import { findSitePage, saveSitePage } from './site-pages.repository.js';

function titleOf(slug: SitePageSlug): string {
  return SITE_PAGES.find((page) => page.slug === slug)?.title ?? slug;
}

/** Terms, Privacy and Contact: an admin's Markdown, or the text Refocus ships with. */
export class SitePagesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
  ) {}

  async read(slug: SitePageSlug): Promise<SitePage> {
    const saved = await findSitePage(this.db, slug);
    return {
      slug,
      title: titleOf(slug),
      markdown: saved?.markdown ?? DEFAULT_PAGES[slug],
      updatedAt: saved?.updated_at ?? null,
    };
  }

  /** Saves the admin's text and records the edit in the audit log, together. */
  async save(slug: SitePageSlug, markdown: string, adminId: string): Promise<SitePage> {
    const at = this.clock().toISOString();
    await writeTransaction(this.db, async (trx) => {
      await saveSitePage(trx, { slug, markdown, updatedAt: at, updatedBy: adminId });
      await recordAudit(trx, {
        admin_id: adminId,
        action: 'edit-site-page',
        target_kind: 'site-page',
        target_id: slug,
        at,
      });
    });
    return this.read(slug);
  }
}
