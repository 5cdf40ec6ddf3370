import type { PeopleSort, Person } from '@refocus/contract';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import type { PeopleView } from '../api/people';
import { SortHeader } from './sort-header';

interface PeopleTableProps {
  people: Person[];
  /** The number of the first row (pages after the first go on counting). */
  firstNumber: number;
  caption: string;
  onDelete: (person: Person) => Promise<unknown>;
  onSetDisabled: (person: Person, disabled: boolean) => Promise<unknown>;
  view: PeopleView;
  onSort: (sort: PeopleSort) => void;
}

/**
 * Spec §2 admin table: #, Name, Email and a delete button per row, asked to confirm (ours says
 * "Delete", apart from Disable / Enable: a pause that can be undone, issue #13). Ours adds the
 * account's state, the role, sign-up date and listings and orders counts, sortable by name,
 * email and date (issue 19).
 */
export function PeopleTable({
  people,
  firstNumber,
  caption,
  onDelete,
  onSetDisabled,
  view,
  onSort,
}: PeopleTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <SortHeader label="Name" sort="name" view={view} onSort={onSort} />
            <SortHeader label="Email" sort="email" view={view} onSort={onSort} />
            <th scope="col">Role</th>
            <SortHeader label="Joined" sort="joined" view={view} onSort={onSort} />
            <th scope="col" className="text-end">
              Listings
            </th>
            <th scope="col" className="text-end">
              Orders
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person, index) => (
            <tr key={person._id}>
              <td className="tabular-nums">{firstNumber + index}</td>
              <th scope="row" className="font-medium">
                {person.name}
              </th>
              <td className="[overflow-wrap:anywhere]">{person.email}</td>
              <td>
                <span className="badge badge-outline badge-sm">
                  {person.role === 'seller' ? 'Seller' : 'Buyer'}
                </span>
              </td>
              <td className="whitespace-nowrap">
                <time dateTime={person.joinedAt}>{formatDate(person.joinedAt)}</time>
              </td>
              <td className="text-end tabular-nums">{person.listings}</td>
              <td className="text-end tabular-nums">{person.orders}</td>
              <td>
                {person.disabled ? (
                  <span className="badge badge-warning badge-sm">Disabled</span>
                ) : (
                  <span className="badge badge-ghost badge-sm">Active</span>
                )}
              </td>
              <td>
                <div className="flex items-center justify-end gap-2">
                  {person.disabled ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      aria-label={`Enable ${person.name}`}
                      onClick={() => onSetDisabled(person, false).catch(() => undefined)}
                    >
                      Enable
                    </button>
                  ) : (
                    <ConfirmButton
                      className="btn btn-sm btn-ghost"
                      ariaLabel={`Disable ${person.name}`}
                      title={`Disable ${person.name}?`}
                      message={
                        <>
                          <span className="font-medium">{person.email}</span> is signed out and cannot sign in
                          until enabled again. Their listings leave the storefront meanwhile.
                        </>
                      }
                      confirmLabel="Disable"
                      onConfirm={() => onSetDisabled(person, true)}
                    >
                      Disable
                    </ConfirmButton>
                  )}
                  {/* Apart from Disable, which can be undone: Delete cannot (issue 42 item 13). */}
                  <span aria-hidden="true" className="mx-1 h-6 border-s border-base-300" />
                  <ConfirmButton
                    className="btn btn-sm btn-outline btn-error"
                    ariaLabel={`Delete ${person.name}`}
                    title={`Delete ${person.name}?`}
                    message={
                      <>
                        <span className="font-medium">{person.email}</span> is signed out and can no longer
                        sign in. Their listings leave the storefront; their orders stay on record.
                      </>
                    }
                    confirmLabel="Delete"
                    danger
                    onConfirm={() => onDelete(person)}
                  >
                    Delete
                  </ConfirmButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
