import type { PeopleSort, Person } from '@refocus/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmButton } from '../../../components/confirm-dialog';
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
 * email and date (issue 19). In English when drawn without the app's language (a test does).
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
  const intl = useIntl();
  const joined = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : intl.formatDate(date, { dateStyle: 'medium' });
  };
  const strong = (chunks: ReactNode[]) => <span className="font-medium">{chunks}</span>;
  const disable = intl.formatMessage({ id: 'admin.people.disable', defaultMessage: 'Disable' });
  const remove = intl.formatMessage({ id: 'admin.people.delete', defaultMessage: 'Delete' });
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <SortHeader
              label={intl.formatMessage({ id: 'admin.people.colName', defaultMessage: 'Name' })}
              sort="name"
              view={view}
              onSort={onSort}
            />
            <SortHeader
              label={intl.formatMessage({ id: 'admin.people.colEmail', defaultMessage: 'Email' })}
              sort="email"
              view={view}
              onSort={onSort}
            />
            <th scope="col">{intl.formatMessage({ id: 'admin.people.colRole', defaultMessage: 'Role' })}</th>
            <SortHeader
              label={intl.formatMessage({ id: 'admin.people.colJoined', defaultMessage: 'Joined' })}
              sort="joined"
              view={view}
              onSort={onSort}
            />
            <th scope="col" className="text-end">
              {intl.formatMessage({ id: 'admin.people.colListings', defaultMessage: 'Listings' })}
            </th>
            <th scope="col" className="text-end">
              {intl.formatMessage({ id: 'admin.people.colOrders', defaultMessage: 'Orders' })}
            </th>
            <th scope="col">
              {intl.formatMessage({ id: 'admin.people.colStatus', defaultMessage: 'Status' })}
            </th>
            <th scope="col" className="text-end">
              <span className="sr-only">
                {intl.formatMessage({ id: 'admin.people.colActions', defaultMessage: 'Actions' })}
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person, index) => (
            <tr key={person._id}>
              <td className="tabular-nums">{intl.formatNumber(firstNumber + index)}</td>
              <th scope="row" className="font-medium">
                {person.name}
              </th>
              <td className="[overflow-wrap:anywhere]">{person.email}</td>
              <td>
                <span className="badge badge-outline badge-sm">
                  {person.role === 'seller'
                    ? intl.formatMessage({ id: 'admin.people.roleSeller', defaultMessage: 'Seller' })
                    : intl.formatMessage({ id: 'admin.people.roleBuyer', defaultMessage: 'Buyer' })}
                </span>
              </td>
              <td className="whitespace-nowrap">
                <time dateTime={person.joinedAt}>{joined(person.joinedAt)}</time>
              </td>
              <td className="text-end tabular-nums">{intl.formatNumber(person.listings)}</td>
              <td className="text-end tabular-nums">{intl.formatNumber(person.orders)}</td>
              <td>
                {person.disabled ? (
                  <span className="badge badge-warning badge-sm">
                    {intl.formatMessage({ id: 'admin.people.disabled', defaultMessage: 'Disabled' })}
                  </span>
                ) : (
                  <span className="badge badge-ghost badge-sm">
                    {intl.formatMessage({ id: 'admin.people.active', defaultMessage: 'Active' })}
                  </span>
                )}
              </td>
              <td>
                <div className="flex items-center justify-end gap-2">
                  {person.disabled ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      aria-label={intl.formatMessage(
                        { id: 'admin.people.enableLabel', defaultMessage: 'Enable {name}' },
                        { name: person.name },
                      )}
                      onClick={() => onSetDisabled(person, false).catch(() => undefined)}
                    >
                      {intl.formatMessage({ id: 'admin.people.enable', defaultMessage: 'Enable' })}
                    </button>
                  ) : (
                    <ConfirmButton
                      className="btn btn-sm btn-ghost"
                      ariaLabel={intl.formatMessage(
                        { id: 'admin.people.disableLabel', defaultMessage: 'Disable {name}' },
                        { name: person.name },
                      )}
                      title={intl.formatMessage(
                        { id: 'admin.people.disableTitle', defaultMessage: 'Disable {name}?' },
                        { name: person.name },
                      )}
                      message={intl.formatMessage(
                        {
                          id: 'admin.people.disableMessage',
                          defaultMessage:
                            '<strong>{email}</strong> is signed out and cannot sign in until enabled again. Their listings leave the storefront meanwhile.',
                        },
                        { email: person.email, strong },
                      )}
                      confirmLabel={disable}
                      onConfirm={() => onSetDisabled(person, true)}
                    >
                      {disable}
                    </ConfirmButton>
                  )}
                  {/* Apart from Disable, which can be undone: Delete cannot (issue 42 item 13). */}
                  <span aria-hidden="true" className="mx-1 h-6 border-s border-base-300" />
                  <ConfirmButton
                    className="btn btn-sm btn-outline btn-error"
                    ariaLabel={intl.formatMessage(
                      { id: 'admin.people.deleteLabel', defaultMessage: 'Delete {name}' },
                      { name: person.name },
                    )}
                    title={intl.formatMessage(
                      { id: 'admin.people.deleteTitle', defaultMessage: 'Delete {name}?' },
                      { name: person.name },
                    )}
                    message={intl.formatMessage(
                      {
                        id: 'admin.people.deleteMessage',
                        defaultMessage:
                          '<strong>{email}</strong> is signed out and can no longer sign in. Their listings leave the storefront; their orders stay on record.',
                      },
                      { email: person.email, strong },
                    )}
                    confirmLabel={remove}
                    danger
                    onConfirm={() => onDelete(person)}
                  >
                    {remove}
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
