import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { type PeopleKind, peopleQuery } from '../api/people';
import { useDeletePerson } from '../use-delete-person';
import { usePersonState } from '../use-person-state';
import { PeopleTable } from './people-table';

/** All Sellers / All Buyers: the admin's list of one kind of account, paged, with disable and delete. */
export function PeoplePage({ kind, title }: { kind: PeopleKind; title: string }) {
  usePageTitle(title);
  const list = usePagedList((page) => peopleQuery(kind, page));
  const remove = useDeletePerson(kind);
  const state = usePersonState(kind);

  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <PagedList
        list={list}
        failure={`Could not load ${kind}`}
        skeletonRows={5}
        empty={<EmptyState title={`No ${kind} yet`} />}
      >
        {(people) => (
          <PeopleTable
            people={people}
            firstNumber={(list.page - 1) * DEFAULT_PAGE_SIZE + 1}
            caption={title}
            onDelete={(person) => remove.mutateAsync(person.email)}
            onSetDisabled={(person, disabled) => state.mutateAsync({ email: person.email, disabled })}
          />
        )}
      </PagedList>
    </div>
  );
}
