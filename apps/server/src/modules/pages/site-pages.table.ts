/** The `site_pages` table: the Markdown an admin saved for one of the shop's own pages. */
export interface SitePagesTable {
  slug: string;
  markdown: string;
  updated_at: string;
  /** The admin who saved it last; null once that account is gone. */
  updated_by: string | null;
}
