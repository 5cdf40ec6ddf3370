import type { IntlShape } from '@formatjs/intl';
import type { SitePage, SitePageSlug } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { recordAudit } from '../audit/audit.public.js';
import { DEFAULT_PAGES } from './default-pages.js';
import { findSitePage, saveSitePage } from './site-pages.repository.js';

/** Terms, Privacy and Contact: an admin's Markdown, or the text Refocus ships with. */
export class SitePagesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * In the reader's language (`intl`): the title, and the shipped text while no admin has written
   * one. An admin's own Markdown is theirs and reads the same in every language.
   */
  async read(slug: SitePageSlug, intl: IntlShape<string>): Promise<SitePage> {
    const saved = await findSitePage(this.db, slug);
    const shipped = DEFAULT_PAGES[slug];
    return {
      slug,
      title: intl.formatMessage(shipped.title),
      markdown: saved?.markdown ?? intl.formatMessage(shipped.markdown),
      updatedAt: saved?.updated_at ?? null,
    };
  }

  /** Saves the admin's text and records the edit in the audit log, together. */
  async save(
    slug: SitePageSlug,
    markdown: string,
    adminId: string,
    intl: IntlShape<string>,
  ): Promise<SitePage> {
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
    return this.read(slug, intl);
  }
}
