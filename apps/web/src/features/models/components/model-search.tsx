import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { TableSkeleton } from '../../../components/table-skeleton';
import { modelSearchQuery } from '../api/models';
import type { useModelActions } from '../use-model-actions';
import { ModelsTable } from './models-table';

/** The catalogue searched as sellers search it (`?q=` in the page's address), with Merge on each model found. */
export function ModelSearch({ merge }: { merge: ReturnType<typeof useModelActions>['merge'] }) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(q);
  const inputId = useId();
  const found = useQuery(modelSearchQuery(q));
  const intl = useIntl();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = typed.trim();
    setParams(words ? { q: words } : {}, { replace: true });
  };

  return (
    <>
      <search
        aria-label={intl.formatMessage({ id: 'models.search.label', defaultMessage: 'Models' })}
        className="mb-4 block"
      >
        <form onSubmit={search} className="flex flex-wrap items-end gap-2">
          <div className="flex grow flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              <FormattedMessage id="models.search.field" defaultMessage="Search models" />
            </label>
            <input
              id={inputId}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={100}
              placeholder={intl.formatMessage({
                id: 'models.search.placeholder',
                defaultMessage: 'e.g. a7r 3, 5d mark iv, x-t5',
              })}
              className="input w-full"
            />
          </div>
          <button type="submit" className="btn btn-primary">
            <FormattedMessage id="models.search.submit" defaultMessage="Search" />
          </button>
        </form>
      </search>
      {q === '' ? (
        <p className="text-base-content/75">
          <FormattedMessage
            id="models.search.hint"
            defaultMessage="Search by name or model number, however it is written."
          />
        </p>
      ) : found.isError ? (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'models.search.failed', defaultMessage: 'Could not search: {reason}' },
            { reason: found.error.message },
          )}
          onRetry={() => void found.refetch()}
        />
      ) : !found.data ? (
        <TableSkeleton rows={4} />
      ) : found.data.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/75">
          <FormattedMessage
            id="models.search.none"
            defaultMessage="No model matches “{q}”. Add it below if the catalogue lacks it."
            values={{ q }}
          />
        </p>
      ) : (
        <ModelsTable
          models={found.data}
          caption={intl.formatMessage(
            { id: 'models.search.caption', defaultMessage: 'Models matching “{q}”' },
            { q },
          )}
          merge={merge}
        />
      )}
    </>
  );
}
