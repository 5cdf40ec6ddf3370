import { defineMessages, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@refocus/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { createIntl, FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { useLocaleChoice } from '../../../../lib/i18n/i18n-provider';
import { DEFAULT_LOCALE, loadMessages } from '../../../../lib/i18n/messages';
import { toast } from '../../../../lib/toast';
import { accountLanguageQuery, saveAccountLanguage } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

const m = defineMessages({
  failed: { id: 'account.language.failed', defaultMessage: 'Could not save the language.' },
  loadFailed: { id: 'account.language.loadFailed', defaultMessage: 'Could not load your language.' },
});

/** The select's value for "Same as the shop" (null in the API). */
const SHOP = '';

/** "Language saved", said in the language just chosen: the page switches to it as the toast shows. */
async function savedMessage(locale: Locale): Promise<string> {
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: await loadMessages(locale) });
  return intl.formatMessage(ACCOUNT_MESSAGES.languageSaved);
}

/**
 * The account's language (issue 47): the shop's e-mails and notices to this person follow it, and
 * so does the page once saved and at every sign-in. "Same as the shop" follows the shop's default.
 */
export function LanguageSection() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { locale, switchTo } = useLocaleChoice();
  const chosen = useQuery(accountLanguageQuery());
  const [value, setValue] = useState<string>(SHOP);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const saved = chosen.data?.language ?? SHOP;
  // The saved choice shows once it arrives (and again after it changes).
  useEffect(() => setValue(saved), [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = isLocale(value) ? value : null;
    setBusy(true);
    try {
      const answer = await saveAccountLanguage(language);
      queryClient.setQueryData(accountLanguageQuery().queryKey, answer);
      if (answer.language && answer.language !== locale) {
        const message = await savedMessage(answer.language);
        await switchTo(answer.language);
        toast.success(message);
      } else {
        toast.success(intl.formatMessage(ACCOUNT_MESSAGES.languageSaved));
      }
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : intl.formatMessage(m.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="language-heading" className="card border border-base-300 bg-base-100">
      <form noValidate onSubmit={(e) => void submit(e)} className="card-body gap-4">
        <h2 id="language-heading" className="card-title">
          <FormattedMessage id="account.language.title" defaultMessage="Language" />
        </h2>
        <p className="text-sm text-base-content/80">
          <FormattedMessage
            id="account.language.explain"
            defaultMessage="The shop’s e-mails and notices to you are in this language. The page switches to it when you save, and each time you sign in."
          />
        </p>
        {chosen.isError && <p className="text-sm text-danger">{intl.formatMessage(m.loadFailed)}</p>}
        <div className="flex flex-col gap-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            <FormattedMessage id="account.language.label" defaultMessage="Language for e-mails and notices" />
          </label>
          <select
            id={selectId}
            className="select w-full max-w-xs"
            value={value}
            disabled={chosen.isPending}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value={SHOP}>
              {intl.formatMessage({ id: 'account.language.sameAsShop', defaultMessage: 'Same as the shop' })}
            </option>
            {LOCALES.map((choice) => (
              <option key={choice} value={choice} lang={choice}>
                {LOCALE_NAMES[choice]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <BusyButton type="submit" busy={busy} disabled={chosen.isPending} className="btn btn-primary">
            <FormattedMessage id="account.language.submit" defaultMessage="Save language" />
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
