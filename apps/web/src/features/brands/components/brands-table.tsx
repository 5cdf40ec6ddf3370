import type { AdminBrand } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import type { useBrandActions } from '../use-brand-actions';
import { EditBrandButton } from './edit-brand-button';

interface BrandsTableProps {
  brands: AdminBrand[];
  actions: ReturnType<typeof useBrandActions>;
}

/** Every brand in menu order: its name, slug, listings on sale, whether the menu shows it, and its actions. */
export function BrandsTable({ brands, actions }: BrandsTableProps) {
  const intl = useIntl();
  const { toggle, move, edit } = actions;
  // One move at a time: the next one starts from the list the last one left.
  const moving = move.isPending;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">
          <FormattedMessage id="brands.table.caption" defaultMessage="Brands, in menu order" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="brands.table.colName" defaultMessage="Name" />
            </th>
            <th scope="col">
              <FormattedMessage id="brands.table.colSlug" defaultMessage="Slug" />
            </th>
            <th scope="col" className="text-end">
              <FormattedMessage id="brands.table.colListings" defaultMessage="Listings" />
            </th>
            <th scope="col">
              <FormattedMessage id="brands.table.colMenu" defaultMessage="Menu" />
            </th>
            <th scope="col" className="text-end">
              <span className="sr-only">
                <FormattedMessage id="brands.table.colActions" defaultMessage="Actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand, index) => (
            <tr key={brand.id}>
              <th scope="row" className="font-medium">
                {brand.name}
              </th>
              <td className="font-mono text-sm">{brand.slug}</td>
              <td className="text-end tabular-nums">{intl.formatNumber(brand.listings)}</td>
              <td>
                {brand.hidden ? (
                  <span className="badge badge-ghost">
                    <FormattedMessage id="brands.table.hidden" defaultMessage="Hidden" />
                  </span>
                ) : (
                  <span className="badge badge-outline">
                    <FormattedMessage id="brands.table.shown" defaultMessage="Shown" />
                  </span>
                )}
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-square btn-ghost"
                    aria-label={intl.formatMessage(
                      { id: 'brands.table.moveUp', defaultMessage: 'Move {name} up' },
                      { name: brand.name },
                    )}
                    disabled={index === 0 || moving}
                    onClick={() => move.mutate({ brands, index, step: -1 })}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-square btn-ghost"
                    aria-label={intl.formatMessage(
                      { id: 'brands.table.moveDown', defaultMessage: 'Move {name} down' },
                      { name: brand.name },
                    )}
                    disabled={index === brands.length - 1 || moving}
                    onClick={() => move.mutate({ brands, index, step: 1 })}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <EditBrandButton brand={brand} edit={edit} />
                  <BusyButton
                    className="btn btn-sm"
                    busy={toggle.isPending && toggle.variables?.id === brand.id}
                    onClick={() => toggle.mutate(brand)}
                  >
                    <FormattedMessage
                      id="brands.table.toggle"
                      defaultMessage="{hidden, select, yes {Show} other {Hide}}<sr> {name}</sr>"
                      values={{
                        hidden: brand.hidden ? 'yes' : 'no',
                        name: brand.name,
                        sr: (chunks) => <span className="sr-only">{chunks}</span>,
                      }}
                    />
                  </BusyButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
