import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { TableSkeleton } from '../../../components/table-skeleton';
import { pageCountOf, pageFromSearch } from '../../../lib/page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { type PeopleKind, peopleQuery } from '../api/people';
import { useDeletePerson } from '../use-delete-person';
import { PeopleTable } from './people-table';

/** All Sellers / All Buyers: the admin's list of one kind of account, paged, with delete. */
export function PeoplePage({ kind, title }: { kind: PeopleKind; title: string }) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const { data, error, refetch } = useQuery({
    ...peopleQuery(kind, page),
    placeholderData: keepPreviousData,
  });
  const remove = useDeletePerson(kind);

  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      {!data ? (
        error ? (
          <ErrorAlert message={`Could not load ${kind}: ${error.message}`} onRetry={() => void refetch()} />
        ) : (
          <TableSkeleton rows={5} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState title={`No ${kind} yet`} />
      ) : (
        <PeopleTable
          people={data.items}
          firstNumber={(page - 1) * DEFAULT_PAGE_SIZE + 1}
          caption={title}
          onDelete={(person) => remove.mutateAsync(person.email)}
        />
      )}
      {data && <Pagination page={page} pageCount={pageCountOf(data.total, DEFAULT_PAGE_SIZE)} />}
    </div>
  );
}
