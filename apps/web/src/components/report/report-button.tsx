import type { ReportTargetKind } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../lib/use-auth';
import { Modal } from '../modal';
import { ReportForm } from './report-form';

const TITLES = defineMessages({
  listing: { id: 'components.report.titleListing', defaultMessage: 'Report this listing' },
  message: { id: 'components.report.titleMessage', defaultMessage: 'Report this message' },
  user: { id: 'components.report.titleUser', defaultMessage: 'Report this person' },
}) satisfies Record<ReportTargetKind, unknown>;

interface ReportButtonProps {
  kind: ReportTargetKind;
  targetId: string;
  /** The button's accessible name when "Report" alone is not enough, e.g. "Report message from Tom". */
  ariaLabel?: string;
  /** Whose thing it is: they see no button on it. */
  ownerId?: string;
  className?: string;
}

/**
 * "Report" (issue 15 item 4): for anyone signed in, never on what is their own (the caller
 * hides it there; the server refuses anyway). Opens a dialog with a reason and some words.
 */
export function ReportButton(props: ReportButtonProps) {
  const { kind, targetId, ariaLabel, ownerId, className = 'btn btn-ghost btn-sm' } = props;
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const intl = useIntl();
  if (!user || user.uid === ownerId) return null;
  return (
    <>
      <button type="button" className={className} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'components.report.button', defaultMessage: 'Report' })}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <ReportForm
          kind={kind}
          targetId={targetId}
          titleId={titleId}
          title={intl.formatMessage(TITLES[kind])}
          onDone={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
