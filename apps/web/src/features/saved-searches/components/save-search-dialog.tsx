import type { SavedSearchFrequency } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { brandName, useBrands } from '../../../components/brands/use-brands';
import { BusyButton } from '../../../components/busy-button';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { SAVED_SEARCHES_KEY, SAVED_SEARCHES_PATH, saveSearch } from '../api/saved-searches';
import { describeSearch, savedQueryOf } from '../search-summary';

/**
 * The "Save this search" dialog for the catalogue's current filters: loaded on the first
 * press, with the words that describe a search, so the catalogue's first view stays small.
 */
export default function SaveSearchDialog({
  params,
  onClose,
}: {
  params: URLSearchParams;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} labelledBy="save-search-title">
      <SaveSearchForm query={savedQueryOf(params)} onDone={onClose} />
    </Modal>
  );
}

function SaveSearchForm({ query, onDone }: { query: string; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const nameId = useId();
  const { data: brands } = useBrands();
  const words = describeSearch(query, (id) => brandName(brands, id), intl);
  // The name without the quotes around the typed words, whichever the language uses.
  const [name, setName] = useState(words.replace(/[“”„‚‘’«»]/g, ''));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const save = useMutation({
    mutationFn: saveSearch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] });
      toast.success(
        intl.formatMessage({
          id: 'savedSearches.dialog.saved',
          defaultMessage: 'Search saved: we will e-mail you new listings that match.',
        }),
      );
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name: name.trim(), query, frequency });
  };
  return (
    <form onSubmit={submit}>
      <h2 id="save-search-title" className="text-lg font-bold">
        <FormattedMessage id="savedSearches.dialog.title" defaultMessage="Save this search" />
      </h2>
      <p className="mt-1 text-sm text-base-content/75">
        <FormattedMessage
          id="savedSearches.dialog.intro"
          defaultMessage="Searching for {words}. Manage your alerts in <link>Saved Searches</link>."
          values={{
            words,
            link: (chunks) => (
              <Link to={SAVED_SEARCHES_PATH} className="link">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <label className="mt-4 block" htmlFor={nameId}>
        <span className="mb-1 block text-sm font-medium">
          <FormattedMessage id="savedSearches.dialog.name" defaultMessage="Name" />
        </span>
        <input
          id={nameId}
          className="input input-bordered w-full"
          value={name}
          maxLength={80}
          required
          data-autofocus
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <fieldset className="mt-4">
        <legend className="mb-1 text-sm font-medium">
          <FormattedMessage id="savedSearches.dialog.emailMe" defaultMessage="E-mail me" />
        </legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm"
            name="frequency"
            checked={frequency === 'instant'}
            onChange={() => setFrequency('instant')}
          />
          <FormattedMessage
            id="savedSearches.dialog.instant"
            defaultMessage="As soon as a matching camera is listed"
          />
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm"
            name="frequency"
            checked={frequency === 'daily'}
            onChange={() => setFrequency('daily')}
          />
          <FormattedMessage id="savedSearches.dialog.daily" defaultMessage="Once a day, in a digest" />
        </label>
      </fieldset>
      {save.isError && (
        <p role="alert" className="mt-3 text-danger">
          {save.error.message}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          <FormattedMessage id="savedSearches.dialog.cancel" defaultMessage="Cancel" />
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={save.isPending}>
          <FormattedMessage id="savedSearches.dialog.submit" defaultMessage="Save search" />
        </BusyButton>
      </div>
    </form>
  );
}
