import type { AdminBrand } from '@refocus/contract';
import { BusyButton } from '../../../components/busy-button';
import type { useBrandActions } from '../use-brand-actions';
import { EditBrandButton } from './edit-brand-button';

interface BrandsTableProps {
  brands: AdminBrand[];
  actions: ReturnType<typeof useBrandActions>;
}

/** Every brand in menu order: its name, slug, listings on sale, whether the menu shows it, and its actions. */
export function BrandsTable({ brands, actions }: BrandsTableProps) {
  const { toggle, move, edit } = actions;
  // One move at a time: the next one starts from the list the last one left.
  const moving = move.isPending;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:table-sm">
        <caption className="sr-only">Brands, in menu order</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Slug</th>
            <th scope="col" className="text-end">
              Listings
            </th>
            <th scope="col">Menu</th>
            <th scope="col" className="text-end">
              <span className="sr-only">Actions</span>
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
              <td className="text-end tabular-nums">{brand.listings}</td>
              <td>
                {brand.hidden ? (
                  <span className="badge badge-ghost">Hidden</span>
                ) : (
                  <span className="badge badge-outline">Shown</span>
                )}
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-square btn-ghost"
                    aria-label={`Move ${brand.name} up`}
                    disabled={index === 0 || moving}
                    onClick={() => move.mutate({ brands, index, step: -1 })}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-square btn-ghost"
                    aria-label={`Move ${brand.name} down`}
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
                    {brand.hidden ? 'Show' : 'Hide'}
                    <span className="sr-only"> {brand.name}</span>
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
