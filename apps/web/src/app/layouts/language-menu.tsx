import { isLocale, LOCALE_NAMES, LOCALES, PSEUDO_LOCALE } from '@refocus/i18n';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiRequest } from '../../lib/api-client';
import { useLocaleChoice } from '../../lib/i18n/i18n-provider';
import { isPageLocale } from '../../lib/i18n/messages';
import { useAuth } from '../../lib/use-auth';

/** The languages on offer: the shop's, and the pseudo-locale while developing (decision 070). */
const CHOICES = import.meta.env.DEV
  ? [
      ...LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
      { locale: PSEUDO_LOCALE, name: 'Pseudo (en-XA)' },
    ]
  : LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] }));

/**
 * The footer's language menu: each language by its own name, so a visitor finds theirs whatever
 * the page is in. The page changes at once and the choice is remembered (the `lang` cookie); a
 * signed-in person's choice is also their account's, so their e-mails follow it.
 */
export function LanguageMenu() {
  const { locale, switchTo } = useLocaleChoice();
  const { user } = useAuth();
  const id = useId();
  const choose = (next: string) => {
    if (!isPageLocale(next)) return;
    void switchTo(next);
    if (user && isLocale(next)) {
      // The page has changed either way; the account catches up, or keeps its choice on a failure.
      apiRequest('/account/language', { method: 'PUT', body: { language: next } }).catch(() => {});
    }
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        <FormattedMessage id="app.footer.language" defaultMessage="Language" />
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={locale}
        onChange={(event) => choose(event.target.value)}
      >
        {CHOICES.map((choice) => (
          <option key={choice.locale} value={choice.locale} lang={choice.locale}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
