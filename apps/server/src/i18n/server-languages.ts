import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale, messageFormats } from '@refocus/i18n';
import { readMessages } from '@refocus/i18n/files';

/**
 * The server's words in each language (decision 070): API error messages and e-mails, formatted
 * with FormatJS like the web app's. English is the code's own `defaultMessage`; German and
 * Spanish are read once from packages/i18n/translations. Prices are in the shop's `CURRENCY`.
 */
export class ServerLanguages {
  private readonly cache = createIntlCache();
  private readonly byLocale = new Map<Locale, IntlShape<string>>();

  private readonly formats: ReturnType<typeof messageFormats>;

  constructor(readonly currency: string) {
    this.formats = messageFormats(currency);
  }

  intl(locale: Locale): IntlShape<string> {
    let intl = this.byLocale.get(locale);
    if (!intl) {
      const messages =
        locale === DEFAULT_LOCALE
          ? {}
          : { ...readMessages(locale, 'server'), ...readMessages(locale, 'shared') };
      intl = createIntl(
        {
          locale,
          defaultLocale: DEFAULT_LOCALE,
          messages,
          formats: this.formats,
          // English is each message's `defaultMessage`, formatted with these: `{price, number, price}` too.
          defaultFormats: this.formats,
          // A translation is complete by test (packages/i18n); a gap falls back to the English.
          onError: () => {},
        },
        this.cache,
      );
      this.byLocale.set(locale, intl);
    }
    return intl;
  }
}

/**
 * English with prices in dollars: the words of code that has no shop at hand (an error's own
 * `message` for the log, a default before the app passes its own `ServerLanguages`). One
 * instance, so each message is compiled once.
 */
export const ENGLISH_IN_DOLLARS = new ServerLanguages('USD');
