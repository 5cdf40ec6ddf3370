import { DEFAULT_LOCALE, isLocale, type Locale } from '@refocus/i18n';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { recordAudit } from '../audit/audit.public.js';

/** How long an instance keeps the shop's default language before reading it again. */
const SHOP_LOCALE_TTL_MS = 10_000;

/**
 * Who speaks which language (decision 070): the shop's default, which admins set, and each
 * person's own choice from Account Settings, which their e-mails and notices follow. Every
 * instance reads the shop's default from the database, kept for a few seconds: a page is drawn
 * on every visit, and a changed default may reach the other instances that much later.
 */
export class ShopLanguages {
  private kept: { locale: Locale; until: number } | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async shopLocale(): Promise<Locale> {
    const now = this.clock().getTime();
    if (this.kept && this.kept.until > now) return this.kept.locale;
    const row = await this.db
      .selectFrom('shop_settings')
      .select('locale')
      .where('id', '=', 1)
      .executeTakeFirst();
    const locale = isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
    this.kept = { locale, until: now + SHOP_LOCALE_TTL_MS };
    return locale;
  }

  /** Sets the shop's default language and records the change in the audit log, together. */
  async setShopLocale(locale: Locale, adminId: string): Promise<Locale> {
    const at = this.clock().toISOString();
    await writeTransaction(this.db, async (trx) => {
      await trx.updateTable('shop_settings').set({ locale, updated_at: at }).where('id', '=', 1).execute();
      await recordAudit(trx, {
        admin_id: adminId,
        action: 'set-shop-language',
        target_kind: 'shop',
        target_id: locale,
        at,
      });
    });
    this.kept = undefined;
    return locale;
  }

  /** The language a person chose, or null when they follow the shop's. */
  async chosenLocale(userId: string): Promise<Locale | null> {
    const row = await this.db
      .selectFrom('users')
      .select('locale')
      .where('id', '=', userId)
      .executeTakeFirst();
    return isLocale(row?.locale) ? row.locale : null;
  }

  /** The language to write to a person in: their choice, else the shop's default. */
  async personLocale(userId: string): Promise<Locale> {
    return (await this.chosenLocale(userId)) ?? (await this.shopLocale());
  }

  async setChosenLocale(userId: string, locale: Locale | null): Promise<Locale | null> {
    await this.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
    return locale;
  }
}
