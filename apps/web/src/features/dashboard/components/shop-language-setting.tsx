import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@refocus/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { shopQuery } from '../../../lib/shop';
import { toast } from '../../../lib/toast';
import { setShopLanguage } from '../api/shop-language';

/**
 * The shop's default language (issue 47), for admins: each language by its own name, as the
 * footer menu offers them. It is the language of a first visit whose browser asks for none of
 * the shop's, and of the e-mails of people who chose none.
 */
export function ShopLanguageSetting() {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const shop = useQuery(shopQuery());
  const [choice, setChoice] = useState<Locale>();
  const save = useMutation({
    mutationFn: setShopLanguage,
    onSuccess: ({ language }) => {
      setChoice(undefined);
      toast.success(
        intl.formatMessage(
          { id: 'admin.shopLanguage.saved', defaultMessage: 'The shop’s language is now {language}.' },
          { language: LOCALE_NAMES[language] },
        ),
      );
      return queryClient.invalidateQueries({ queryKey: shopQuery().queryKey });
    },
    onError: (error: Error) => {
      toast.error(error.message);
    },
  });
  const current = shop.data?.language;
  const selected = choice ?? current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected && selected !== current) save.mutate(selected);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        <FormattedMessage id="admin.shopLanguage.title" defaultMessage="Shop language" />
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="sr-only">
          <FormattedMessage id="admin.shopLanguage.label" defaultMessage="The shop’s default language" />
        </label>
        <select
          id={id}
          className="select w-full sm:w-56"
          aria-describedby={`${id}-hint`}
          value={selected ?? ''}
          disabled={!current || save.isPending}
          onChange={(event) => {
            if (isLocale(event.target.value)) setChoice(event.target.value);
          }}
        >
          {!current && <option value="" />}
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
        <BusyButton
          type="submit"
          className="btn btn-primary"
          busy={save.isPending}
          disabled={!selected || selected === current}
        >
          <FormattedMessage id="admin.shopLanguage.save" defaultMessage="Save" />
        </BusyButton>
      </form>
      <p id={`${id}-hint`} className="mt-2 text-sm text-base-content/75">
        <FormattedMessage
          id="admin.shopLanguage.hint"
          defaultMessage="The language of first visits whose browser asks for none of the shop’s languages, and of e-mails to people who chose none."
        />
      </p>
    </section>
  );
}
