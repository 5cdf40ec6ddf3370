import type { AdminBrand, BrandCreate, BrandUpdate } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BRANDS_KEY } from '../../components/brands/use-brands';
import { toast } from '../../lib/toast';
import { createBrand, updateBrand } from './api/admin-brands';
import { positionChanges } from './menu-order';

/**
 * Add, change, hide or show, and move brands; each reloads the admin list and the menu the whole
 * app shows. Forms show their own refusals; a table action says it in a toast.
 */
export function useBrandActions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [BRANDS_KEY] });
  const onError = (error: Error) => {
    toast.error(error.message);
  };
  const create = useMutation({
    mutationFn: (brand: BrandCreate) => createBrand(brand),
    onSuccess: (brand) => {
      toast.success(
        intl.formatMessage(
          { id: 'brands.toast.added', defaultMessage: '{name} is added, last in the menu.' },
          { name: brand.name },
        ),
      );
      return refresh();
    },
  });
  const edit = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: BrandUpdate }) => updateBrand(id, changes),
    onSuccess: (brand) => {
      toast.success(
        intl.formatMessage(
          { id: 'brands.toast.saved', defaultMessage: '{name} is saved.' },
          { name: brand.name },
        ),
      );
      return refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (brand: AdminBrand) => updateBrand(brand.id, { hidden: !brand.hidden }),
    onSuccess: (brand) => {
      toast.success(
        brand.hidden
          ? intl.formatMessage(
              { id: 'brands.toast.hidden', defaultMessage: '{name} is hidden from the menu.' },
              { name: brand.name },
            )
          : intl.formatMessage(
              { id: 'brands.toast.shown', defaultMessage: '{name} is in the menu.' },
              { name: brand.name },
            ),
      );
      return refresh();
    },
    onError,
  });
  const move = useMutation({
    mutationFn: async ({ brands, index, step }: { brands: AdminBrand[]; index: number; step: -1 | 1 }) => {
      for (const { id, position } of positionChanges(brands, index, step))
        await updateBrand(id, { position });
    },
    // Half a move (one of two changes made) is still what the list must show.
    onSettled: refresh,
    onError,
  });
  return { create, edit, toggle, move };
}
