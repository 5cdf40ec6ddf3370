import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { useIntl } from 'react-intl';
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
export function PeoplePage({ kind }: { kind: PeopleKind }) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'admin.people.title', defaultMessage: '{kind, select, sellers {All Sellers} other {All Buyers}}' },
    { kind },
  );
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
        failure={intl.formatMessage(
          {
            id: 'admin.people.loadFailed',
            defaultMessage: '{kind, select, sellers {Could not load sellers} other {Could not load buyers}}',
          },
          { kind },
        )}
        skeletonRows={5}
        empty={
          <EmptyState
            title={
              view.q
                ? intl.formatMessage(
                    {
                      id: 'admin.people.noMatch',
                      defaultMessage:
                        '{kind, select, sellers {No sellers match “{q}”} other {No buyers match “{q}”}}',
                    },
                    { kind, q: view.q },
                  )
                : intl.formatMessage(
                    {
                      id: 'admin.people.empty',
                      defaultMessage: '{kind, select, sellers {No sellers yet} other {No buyers yet}}',
                    },
                    { kind },
                  )
            }
          />
        }
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
