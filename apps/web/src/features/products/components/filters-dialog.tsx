import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../../components/modal';

interface FiltersDialogProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  children: ReactNode;
}

/** The filters' panel as a dialog, with the way back to the cameras kept in sight. */
export default function FiltersDialog({ open, onClose, titleId, children }: FiltersDialogProps) {
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      {/* Stays in sight while the panel scrolls: the way back to the cameras. */}
      <div className="sticky -top-6 z-10 -mx-6 -mt-6 mb-2 flex items-center justify-between gap-4 bg-base-100 px-6 pt-6 pb-3">
        <h2 id={titleId} className="text-xl font-bold">
          <FormattedMessage id="products.filters.dialogTitle" defaultMessage="Filters" />
        </h2>
        <button type="button" className="btn btn-primary btn-sm" data-autofocus onClick={onClose}>
          <FormattedMessage id="products.filters.showCameras" defaultMessage="Show cameras" />
        </button>
      </div>
      {children}
    </Modal>
  );
}
