import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALE } from '@refocus/i18n';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleChoice } from '../../lib/i18n/i18n-provider';
import { isPageLocale } from '../../lib/i18n/messages';

/** The languages on offer: the shop's, and the pseudo-locale while developing (decision 070). */
const CHOICES = import.meta.env.DEV
  ? [
      ...LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
      { locale: PSEUDO_LOCALE, name: 'Pseudo (en-XA)' },
    ]
  : LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] }));

/**
 * The footer's language menu: each language by its own name, so a visitor finds theirs whatever
 * the page is in. The page changes at once and the choice is remembered (the `lang` cookie).
 */
export function LanguageMenu() {
  const { locale, switchTo } = useLocaleChoice();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        <FormattedMessage id="app.footer.language" defaultMessage="Language" />
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={locale}
        onChange={(event) => {
          if (isPageLocale(event.target.value)) void switchTo(event.target.value);
        }}
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
