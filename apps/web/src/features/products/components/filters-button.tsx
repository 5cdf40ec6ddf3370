import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

// The dialog (and the modal the screens share) loads on the first press, not with the
// catalogue's first view, which has a size budget (decision 049).
const loadDialog = () => import('./filters-dialog');
const FiltersDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/**
 * Below extra-large screens the filters are a panel that opens from this button (issue 42,
 * item 5), so the cameras come first on a phone; "Filters (2)" counts the choices the panel
 * holds. The panel mounts once first opened: the sidebar's copy of it is hidden at these sizes.
 */
export function FiltersButton({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so closing goes through the dialog and focus returns to this button.
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline xl:hidden"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FormattedMessage
          id="products.filters.button"
          defaultMessage="{count, plural, =0 {Filters} other {Filters ({count})}}"
          values={{ count }}
        />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <FiltersDialog open={open} onClose={() => setOpen(false)} titleId={titleId}>
            {children}
          </FiltersDialog>
        </Suspense>
      )}
    </>
  );
}
