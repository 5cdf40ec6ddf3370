import type { SavedSearchFrequency } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
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
  const queryClient = useQueryClient();
  const nameId = useId();
  const { data: brands } = useBrands();
  const words = describeSearch(query, (id) => brandName(brands, id));
  const [name, setName] = useState(words.replaceAll('“', '').replaceAll('”', ''));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const save = useMutation({
    mutationFn: saveSearch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] });
      toast.success('Search saved: we will e-mail you new listings that match.');
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
        Save this search
      </h2>
      <p className="mt-1 text-sm text-base-content/75">
        Searching for {words}. Manage your alerts in{' '}
        <Link to={SAVED_SEARCHES_PATH} className="link">
          Saved Searches
        </Link>
        .
      </p>
      <label className="mt-4 block" htmlFor={nameId}>
        <span className="mb-1 block text-sm font-medium">Name</span>
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
        <legend className="mb-1 text-sm font-medium">E-mail me</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm"
            name="frequency"
            checked={frequency === 'instant'}
            onChange={() => setFrequency('instant')}
          />
          As soon as a matching camera is listed
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm"
            name="frequency"
            checked={frequency === 'daily'}
            onChange={() => setFrequency('daily')}
          />
          Once a day, in a digest
        </label>
      </fieldset>
      {save.isError && (
        <p role="alert" className="mt-3 text-danger">
          {save.error.message}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={save.isPending}>
          Save search
        </BusyButton>
      </div>
    </form>
  );
}
