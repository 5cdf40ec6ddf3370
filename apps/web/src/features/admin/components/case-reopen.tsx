import type { ModerationAction } from '@refocus/contract';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { ModerationNoteField } from './moderation-note-field';

/** What reopening undoes, said before it happens. */
const UNDOES: Record<ModerationAction, string> = {
  dismiss: 'The case goes back to the queue to be decided again.',
  'hide-listing':
    'The listing goes back in the shop (the bookings hiding it closed stay closed), and the case back to the queue.',
  'remove-message': 'The message shows again to both people, and the case goes back to the queue.',
  'disable-user':
    'The account is enabled again (its owner signs in anew), and the case goes back to the queue.',
};

interface CaseReopenProps {
  decision: ModerationAction;
  onReopen: (note: string | undefined) => Promise<unknown>;
}

/** A decided case: undo the decision and put the case back in the queue, with the reason for the audit log. */
export function CaseReopen({ decision, onReopen }: CaseReopenProps) {
  const [note, setNote] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <ModerationNoteField
        label="Why reopen (optional, kept in the audit log)"
        value={note}
        onChange={setNote}
      />
      <div>
        <ConfirmButton
          className="btn btn-sm"
          title="Reopen this case?"
          message={UNDOES[decision]}
          confirmLabel="Reopen and undo"
          onConfirm={() => onReopen(note.trim() || undefined)}
        >
          Reopen and undo
        </ConfirmButton>
      </div>
    </div>
  );
}
