import {
  NewReportSchema,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type ReportReason,
  type ReportTargetKind,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { BusyButton } from '../busy-button';
import { FormField } from '../form-field';
import { sendReport } from './report-api';

/** The reasons in our words (the contract's values, issue 15 item 4). */
const REASONS = defineMessages({
  spam: { id: 'components.report.reasonSpam', defaultMessage: 'Spam' },
  fake: { id: 'components.report.reasonFake', defaultMessage: 'Fake or scam' },
  prohibited: { id: 'components.report.reasonProhibited', defaultMessage: 'Prohibited item' },
  offensive: { id: 'components.report.reasonOffensive', defaultMessage: 'Offensive' },
  other: { id: 'components.report.reasonOther', defaultMessage: 'Other' },
}) satisfies Record<ReportReason, unknown>;

interface ReportFormProps {
  kind: ReportTargetKind;
  targetId: string;
  titleId: string;
  title: string;
  onDone: () => void;
}

/** The report dialog's content: a reason, words (needed for "Other"), send or cancel. */
export function ReportForm({ kind, targetId, titleId, title, onDone }: ReportFormProps) {
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const reasonErrorId = useId();
  const intl = useIntl();

  const submit = async () => {
    const parsed = NewReportSchema.safeParse({ kind, targetId, reason, text });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : issue.path[0] === 'text' ? 'text' : 'form';
        next[field] ??=
          field === 'reason'
            ? intl.formatMessage({ id: 'components.report.chooseReason', defaultMessage: 'Choose a reason' })
            : issue.message;
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await sendReport(parsed.data);
      toast.success(
        intl.formatMessage({
          id: 'components.report.sent',
          defaultMessage: 'Thank you. An admin will look at your report.',
        }),
      );
      onDone();
    } catch (error) {
      const message =
        error instanceof Error
          ? error.message
          : intl.formatMessage({
              id: 'components.report.failed',
              defaultMessage: 'The report could not be sent.',
            });
      setErrors(error instanceof ApiError && error.field === 'text' ? { text: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <fieldset className="mt-4" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">
          {intl.formatMessage({ id: 'components.report.why', defaultMessage: 'Why are you reporting it?' })}
        </legend>
        <div className="flex flex-col gap-2">
          {REPORT_REASONS.map((value, index) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="reason"
                className="radio radio-sm"
                value={value}
                checked={reason === value}
                data-autofocus={index === 0 ? true : undefined}
                onChange={() => {
                  setReason(value);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
              />
              {intl.formatMessage(REASONS[value])}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={reasonErrorId} className="mt-1 text-sm text-danger">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <FormField
        label={intl.formatMessage({
          id: 'components.report.text',
          defaultMessage: 'What is wrong? (optional unless Other)',
        })}
        error={errors.text}
        hint={intl.formatMessage(
          { id: 'components.report.textHint', defaultMessage: 'At most {max} characters.' },
          { max: REPORT_TEXT_MAX_LENGTH },
        )}
        className="mt-4"
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={3}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      {errors.form && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={busy}>
          {intl.formatMessage({ id: 'components.report.cancel', defaultMessage: 'Cancel' })}
        </button>
        <BusyButton type="submit" className="btn btn-error" busy={busy}>
          {intl.formatMessage({ id: 'components.report.send', defaultMessage: 'Send report' })}
        </BusyButton>
      </div>
    </form>
  );
}
