import type { ModerationAction, ReportCase } from '@refocus/contract';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { ModerationNoteField } from './moderation-note-field';

const BUTTONS: Record<ModerationAction, { label: string; title: string; message: string; danger: boolean }> =
  {
    dismiss: {
      label: 'Dismiss',
      title: 'Dismiss this case?',
      message: 'Nothing changes on the reported thing; the case is closed.',
      danger: false,
    },
    'hide-listing': {
      label: 'Hide listing',
      title: 'Hide this listing?',
      message: 'It leaves the storefront and its open bookings are closed. Reopening the case puts it back.',
      danger: true,
    },
    'remove-message': {
      label: 'Remove message',
      title: 'Remove this message?',
      message: 'Both people of the conversation will see "Removed by a moderator" instead.',
      danger: true,
    },
    'disable-user': {
      label: 'Disable account',
      title: 'Disable this account?',
      message:
        'They are signed out at once and their listings leave the storefront. Re-enable from All Sellers or All Buyers.',
      danger: true,
    },
  };

interface CaseActionsProps {
  reportCase: ReportCase;
  onDecide: (
    action: ModerationAction,
    notes: { noteToReporter?: string; noteToReported?: string },
  ) => Promise<unknown>;
}

/** The decisions that fit an open case, each with optional notes e-mailed to both sides. */
export function CaseActions({ reportCase, onDecide }: CaseActionsProps) {
  const [noteToReporter, setNoteToReporter] = useState('');
  const [noteToReported, setNoteToReported] = useState('');
  const notes = {
    ...(noteToReporter.trim() ? { noteToReporter: noteToReporter.trim() } : {}),
    ...(noteToReported.trim() ? { noteToReported: noteToReported.trim() } : {}),
  };
  const person = reportCase.reportedPerson;
  return (
    <div className="flex flex-col gap-4">
      <ModerationNoteField
        label="Note to the reporters (optional, e-mailed)"
        value={noteToReporter}
        onChange={setNoteToReporter}
      />
      <ModerationNoteField
        label={`Note to ${person ? person.name : 'the reported person'} (optional, e-mailed)`}
        value={noteToReported}
        onChange={setNoteToReported}
        disabled={!person}
      />
      <div className="flex flex-wrap gap-2">
        {reportCase.allowedActions.map((action) => {
          const button = BUTTONS[action];
          return (
            <ConfirmButton
              key={action}
              className={`btn btn-sm ${button.danger ? 'btn-error' : 'btn-neutral'}`}
              title={button.title}
              message={button.message}
              confirmLabel={button.label}
              danger={button.danger}
              onConfirm={() => onDecide(action, notes)}
            >
              {button.label}
            </ConfirmButton>
          );
        })}
      </div>
    </div>
  );
}
