import type { ModerationAction } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { ModerationNoteField } from './moderation-note-field';

/** What reopening undoes, said before it happens. */
const UNDOES: Record<ModerationAction, MessageDescriptor> = defineMessages({
  dismiss: {
    id: 'admin.reopen.undoesDismiss',
    defaultMessage: 'The case goes back to the queue to be decided again.',
  },
  'hide-listing': {
    id: 'admin.reopen.undoesHideListing',
    defaultMessage:
      'The listing goes back in the shop (the bookings hiding it closed stay closed), and the case back to the queue.',
  },
  'remove-message': {
    id: 'admin.reopen.undoesRemoveMessage',
    defaultMessage: 'The message shows again to both people, and the case goes back to the queue.',
  },
  'disable-user': {
    id: 'admin.reopen.undoesDisableUser',
    defaultMessage:
      'The account is enabled again (its owner signs in anew), and the case goes back to the queue.',
  },
});

interface CaseReopenProps {
  decision: ModerationAction;
  onReopen: (note: string | undefined) => Promise<unknown>;
}

/** A decided case: undo the decision and put the case back in the queue, with the reason for the audit log. */
export function CaseReopen({ decision, onReopen }: CaseReopenProps) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const reopen = intl.formatMessage({ id: 'admin.reopen.button', defaultMessage: 'Reopen and undo' });
  return (
    <div className="flex flex-col gap-4">
      <ModerationNoteField
        label={intl.formatMessage({
          id: 'admin.reopen.noteLabel',
          defaultMessage: 'Why reopen (optional, kept in the audit log)',
        })}
        value={note}
        onChange={setNote}
      />
      <div>
        <ConfirmButton
          className="btn btn-sm"
          title={intl.formatMessage({ id: 'admin.reopen.title', defaultMessage: 'Reopen this case?' })}
          message={intl.formatMessage(UNDOES[decision])}
          confirmLabel={reopen}
          onConfirm={() => onReopen(note.trim() || undefined)}
        >
          {reopen}
        </ConfirmButton>
      </div>
    </div>
  );
}
