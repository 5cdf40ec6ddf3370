import type { ModerationAction, ReportCase } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { ModerationNoteField } from './moderation-note-field';

const m = defineMessages({
  dismissLabel: { id: 'admin.decide.dismiss', defaultMessage: 'Dismiss' },
  dismissTitle: { id: 'admin.decide.dismissTitle', defaultMessage: 'Dismiss this case?' },
  dismissMessage: {
    id: 'admin.decide.dismissMessage',
    defaultMessage: 'Nothing changes on the reported thing; the case is closed.',
  },
  hideLabel: { id: 'admin.decide.hideListing', defaultMessage: 'Hide listing' },
  hideTitle: { id: 'admin.decide.hideListingTitle', defaultMessage: 'Hide this listing?' },
  hideMessage: {
    id: 'admin.decide.hideListingMessage',
    defaultMessage:
      'It leaves the storefront and its open bookings are closed. Reopening the case puts it back.',
  },
  removeLabel: { id: 'admin.decide.removeMessage', defaultMessage: 'Remove message' },
  removeTitle: { id: 'admin.decide.removeMessageTitle', defaultMessage: 'Remove this message?' },
  removeMessage: {
    id: 'admin.decide.removeMessageMessage',
    defaultMessage: 'Both people of the conversation will see "Removed by a moderator" instead.',
  },
  disableLabel: { id: 'admin.decide.disableUser', defaultMessage: 'Disable account' },
  disableTitle: { id: 'admin.decide.disableUserTitle', defaultMessage: 'Disable this account?' },
  disableMessage: {
    id: 'admin.decide.disableUserMessage',
    defaultMessage:
      'They are signed out at once and their listings leave the storefront. Re-enable from All Sellers or All Buyers.',
  },
});

const BUTTONS: Record<
  ModerationAction,
  { label: MessageDescriptor; title: MessageDescriptor; message: MessageDescriptor; danger: boolean }
> = {
  dismiss: { label: m.dismissLabel, title: m.dismissTitle, message: m.dismissMessage, danger: false },
  'hide-listing': { label: m.hideLabel, title: m.hideTitle, message: m.hideMessage, danger: true },
  'remove-message': { label: m.removeLabel, title: m.removeTitle, message: m.removeMessage, danger: true },
  'disable-user': { label: m.disableLabel, title: m.disableTitle, message: m.disableMessage, danger: true },
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
  const intl = useIntl();
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
        label={intl.formatMessage({
          id: 'admin.decide.noteToReporters',
          defaultMessage: 'Note to the reporters (optional, e-mailed)',
        })}
        value={noteToReporter}
        onChange={setNoteToReporter}
      />
      <ModerationNoteField
        label={
          person
            ? intl.formatMessage(
                { id: 'admin.decide.noteToPerson', defaultMessage: 'Note to {name} (optional, e-mailed)' },
                { name: person.name },
              )
            : intl.formatMessage({
                id: 'admin.decide.noteToReported',
                defaultMessage: 'Note to the reported person (optional, e-mailed)',
              })
        }
        value={noteToReported}
        onChange={setNoteToReported}
        disabled={!person}
      />
      <div className="flex flex-wrap gap-2">
        {reportCase.allowedActions.map((action) => {
          const button = BUTTONS[action];
          const label = intl.formatMessage(button.label);
          return (
            <ConfirmButton
              key={action}
              className={`btn btn-sm ${button.danger ? 'btn-error' : 'btn-neutral'}`}
              title={intl.formatMessage(button.title)}
              message={intl.formatMessage(button.message)}
              confirmLabel={label}
              danger={button.danger}
              onConfirm={() => onDecide(action, notes)}
            >
              {label}
            </ConfirmButton>
          );
        })}
      </div>
    </div>
  );
}
