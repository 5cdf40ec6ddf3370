import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PeopleKind } from '../api/people';

interface PeopleSearchProps {
  /** Sellers or buyers, for the label. */
  kind: PeopleKind;
  value: string;
  onSearch: (q: string) => void;
}

/** Search by part of a name or email; submitted with Enter or the button, cleared with the ✕. */
export function PeopleSearch({ kind, value, onSearch }: PeopleSearchProps) {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <search className="mb-4 block">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="sr-only">
          <FormattedMessage
            id="admin.people.searchLabel"
            defaultMessage="{kind, select, sellers {Search sellers by name or email} other {Search buyers by name or email}}"
            values={{ kind }}
          />
        </label>
        {/* A new key per search: the field shows the URL's search after Back or a reload. */}
        <input
          key={value}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          maxLength={100}
          placeholder={intl.formatMessage({
            id: 'admin.people.searchPlaceholder',
            defaultMessage: 'Name or email',
          })}
          className="input w-full sm:w-72"
          onChange={(event) => {
            if (event.currentTarget.value === '' && value) onSearch('');
          }}
        />
        <button type="submit" className="btn btn-primary">
          <FormattedMessage id="admin.people.searchButton" defaultMessage="Search" />
        </button>
      </form>
    </search>
  );
}
