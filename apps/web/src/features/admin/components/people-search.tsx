import { type FormEvent, useId } from 'react';

interface PeopleSearchProps {
  /** "sellers" or "buyers", for the label. */
  kind: string;
  value: string;
  onSearch: (q: string) => void;
}

/** Search by part of a name or email; submitted with Enter or the button, cleared with the ✕. */
export function PeopleSearch({ kind, value, onSearch }: PeopleSearchProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <search className="mb-4 block">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Search {kind} by name or email
        </label>
        {/* A new key per search: the field shows the URL's search after Back or a reload. */}
        <input
          key={value}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          maxLength={100}
          placeholder="Name or email"
          className="input w-full sm:w-72"
          onChange={(event) => {
            if (event.currentTarget.value === '' && value) onSearch('');
          }}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
    </search>
  );
}
