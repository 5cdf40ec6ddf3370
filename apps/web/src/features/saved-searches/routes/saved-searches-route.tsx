import type { SavedSearch, SavedSearchChanges } from '@refocus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { brandName, useBrands } from '../../../components/brands/use-brands';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { TableSkeleton } from '../../../components/table-skeleton';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  changeSavedSearch,
  deleteSavedSearch,
  SAVED_SEARCHES_KEY,
  savedSearchesQuery,
} from '../api/saved-searches';
import { describeSearch } from '../search-summary';

/** `/dashboard/saved-searches`: rename, pause, change how often, or delete (issue 14 item 7). */
export default function SavedSearchesRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'savedSearches.page.title', defaultMessage: 'Saved Searches' });
  usePageTitle(title);
  const { user } = useAuth();
  const { data, error, refetch } = useQuery({
    ...savedSearchesQuery(user?.uid ?? ''),
    enabled: Boolean(user),
  });

  return (
    <div className="max-w-3xl">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-6 text-base-content/75">
        <FormattedMessage
          id="savedSearches.page.intro"
          defaultMessage="We e-mail you new listings that match these searches, at once or in a daily digest."
        />
      </p>
      {error ? (
        <ErrorAlert
          message={intl.formatMessage({
            id: 'savedSearches.page.failed',
            defaultMessage: 'Could not load your saved searches.',
          })}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <TableSkeleton rows={2} />
      ) : data.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({
            id: 'savedSearches.empty.title',
            defaultMessage: 'No saved searches yet',
          })}
        >
          <FormattedMessage
            id="savedSearches.empty.text"
            defaultMessage="Search the <link>catalogue</link> and press “Save this search” to hear of new cameras that match."
            values={{
              link: (chunks) => (
                <Link to="/products" className="link">
                  {chunks}
                </Link>
              ),
            }}
          />
        </EmptyState>
      ) : (
        <ul
          aria-label={intl.formatMessage({
            id: 'savedSearches.page.list',
            defaultMessage: 'Your saved searches',
          })}
          className="flex flex-col gap-3"
        >
          {data.map((search) => (
            <SavedSearchItem key={search._id} search={search} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const frequencyId = useId();
  const { data: brands } = useBrands();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_KEY] });
  const change = useMutation({
    mutationFn: (changes: SavedSearchChanges) => changeSavedSearch(search._id, changes),
    onSuccess: () => {
      setRenaming(false);
      return refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4" aria-label={search.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {renaming ? (
            <RenameForm
              name={search.name}
              busy={change.isPending}
              onSave={(name) => change.mutate({ name })}
              onCancel={() => setRenaming(false)}
            />
          ) : (
            <h2 className="text-lg font-semibold">
              {search.name}
              {search.paused && (
                <span className="badge badge-ghost ms-2 align-middle">
                  <FormattedMessage id="savedSearches.item.paused" defaultMessage="Paused" />
                </span>
              )}
            </h2>
          )}
          <Link to={`/products${search.query ? `?${search.query}` : ''}`} className="link text-sm">
            {describeSearch(search.query, (id) => brandName(brands, id), intl)}
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={frequencyId} className="sr-only">
            <FormattedMessage
              id="savedSearches.item.frequencyLabel"
              defaultMessage="How often to e-mail for {name}"
              values={{ name: search.name }}
            />
          </label>
          <select
            id={frequencyId}
            className="select select-bordered select-sm"
            value={search.frequency}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ frequency: event.target.value as SavedSearch['frequency'] })}
          >
            <option value="instant">
              {intl.formatMessage({ id: 'savedSearches.frequency.instant', defaultMessage: 'At once' })}
            </option>
            <option value="daily">
              {intl.formatMessage({ id: 'savedSearches.frequency.daily', defaultMessage: 'Daily digest' })}
            </option>
          </select>
          {!renaming && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRenaming(true)}>
              <FormattedMessage id="savedSearches.item.rename" defaultMessage="Rename" />
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={change.isPending}
            onClick={() => change.mutate({ paused: !search.paused })}
          >
            {search.paused ? (
              <FormattedMessage id="savedSearches.item.resume" defaultMessage="Resume" />
            ) : (
              <FormattedMessage id="savedSearches.item.pause" defaultMessage="Pause" />
            )}
          </button>
          <ConfirmButton
            className="btn btn-outline btn-error btn-sm"
            ariaLabel={intl.formatMessage(
              { id: 'savedSearches.delete.label', defaultMessage: 'Delete {name}' },
              { name: search.name },
            )}
            title={intl.formatMessage({
              id: 'savedSearches.delete.title',
              defaultMessage: 'Delete this saved search?',
            })}
            message={intl.formatMessage(
              { id: 'savedSearches.delete.message', defaultMessage: 'No more e-mails about “{name}”.' },
              { name: search.name },
            )}
            confirmLabel={intl.formatMessage({
              id: 'savedSearches.delete.confirm',
              defaultMessage: 'Delete',
            })}
            danger
            onConfirm={async () => {
              await deleteSavedSearch(search._id);
              await refresh();
            }}
          >
            <FormattedMessage id="savedSearches.delete.button" defaultMessage="Delete" />
          </ConfirmButton>
        </div>
      </div>
    </li>
  );
}

function RenameForm(props: {
  name: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(props.name);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="savedSearches.rename.label" defaultMessage="New name" />
      </label>
      <input
        id={id}
        className="input input-bordered input-sm"
        value={name}
        maxLength={80}
        required
        // biome-ignore lint/a11y/noAutofocus: the person just asked to rename this search.
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={props.busy}>
        <FormattedMessage id="savedSearches.rename.save" defaultMessage="Save name" />
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
        <FormattedMessage id="savedSearches.rename.cancel" defaultMessage="Cancel" />
      </button>
    </form>
  );
}
