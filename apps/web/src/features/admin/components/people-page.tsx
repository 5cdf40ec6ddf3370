import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { type PeopleKind, peopleQuery } from '../api/people';
import { useDeletePerson } from '../use-delete-person';
import { usePeopleView } from '../use-people-view';
import { usePersonState } from '../use-person-state';
import { PeopleSearch } from './people-search';
import { PeopleTable } from './people-table';

/**
 * All Sellers / All Buyers: the admin's list of one kind of account, searched, sorted and paged
 * (all in the URL), with disable and delete.
 */
export function PeoplePage({ kind, title }: { kind: PeopleKind; title: string }) {
  usePageTitle(title);
  const { view, search, sortBy } = usePeopleView();
  const list = usePagedList((page) => peopleQuery(kind, page, view));
  const remove = useDeletePerson(kind);
  const state = usePersonState(kind);

  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <PeopleSearch kind={kind} value={view.q} onSearch={search} />
      <PagedList
        list={list}
        failure={`Could not load ${kind}`}
        skeletonRows={5}
        empty={<EmptyState title={view.q ? `No ${kind} match “${view.q}”` : `No ${kind} yet`} />}
      >
        {(people) => (
          <PeopleTable
            people={people}
            firstNumber={(list.page - 1) * DEFAULT_PAGE_SIZE + 1}
            caption={title}
            onDelete={(person) => remove.mutateAsync(person.email)}
            onSetDisabled={(person, disabled) => state.mutateAsync({ email: person.email, disabled })}
            view={view}
            onSort={sortBy}
          />
        )}
      </PagedList>
    </div>
  );
}
