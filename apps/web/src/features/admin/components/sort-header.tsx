import type { PeopleSort } from '@refocus/contract';
import { useIntl } from 'react-intl';
import type { PeopleView } from '../api/people';

interface SortHeaderProps {
  label: string;
  sort: PeopleSort;
  view: PeopleView;
  onSort: (sort: PeopleSort) => void;
}

/** A column header that sorts the list by its column; `aria-sort` tells screen readers which. */
export function SortHeader({ label, sort, view, onSort }: SortHeaderProps) {
  const intl = useIntl();
  const active = view.sort === sort;
  const direction = view.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? direction : undefined}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold"
        onClick={() => onSort(sort)}
      >
        {label}
        <span aria-hidden="true" className={active ? '' : 'opacity-40'}>
          {active && view.order === 'desc' ? '↓' : '↑'}
        </span>
        <span className="sr-only">
          {active
            ? intl.formatMessage(
                {
                  id: 'admin.people.sorted',
                  defaultMessage:
                    '{direction, select, ascending {, sorted ascending} other {, sorted descending}}',
                },
                { direction },
              )
            : intl.formatMessage({ id: 'admin.people.sortable', defaultMessage: ', sort' })}
        </span>
      </button>
    </th>
  );
}
