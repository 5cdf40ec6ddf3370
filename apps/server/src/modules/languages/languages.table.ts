/** The `shop_settings` table: its one row (id 1) holds the shop's own settings (migration 047). */
export interface ShopSettingsTable {
  id: number;
  /** The shop's default language: a visitor's whose browser asks for none the shop speaks, and e-mails' of people who chose none. */
  locale: string;
  updated_at: string;
}
