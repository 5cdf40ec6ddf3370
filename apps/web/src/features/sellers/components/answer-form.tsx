import { REVIEW_TEXT_MAX_LENGTH } from '@refocus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { answerReview } from '../../../components/reviews/reviews-api';
import { toast } from '../../../lib/toast';

/** The reviewed person's one answer to a review, behind an "Answer" button. */
export function AnswerForm({ reviewId, reviewer }: { reviewId: string; reviewer: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <button type="button" className="btn btn-outline btn-xs mt-2" onClick={() => setOpen(true)}>
        <FormattedMessage
          id="sellers.answer.button"
          defaultMessage="Answer<hidden> {reviewer}'s review</hidden>"
          values={{ reviewer, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '')
      return setError(
        intl.formatMessage({ id: 'sellers.answer.empty', defaultMessage: 'Write a few words' }),
      );
    setBusy(true);
    try {
      await answerReview(reviewId, text.trim());
      toast.success(
        intl.formatMessage({ id: 'sellers.answer.posted', defaultMessage: 'Your answer is posted.' }),
      );
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      aria-label={intl.formatMessage(
        { id: 'sellers.answer.formLabel', defaultMessage: "Answer {reviewer}'s review" },
        { reviewer },
      )}
      onSubmit={submit}
      noValidate
      className="mt-2 flex flex-col gap-2"
    >
      <FormField
        label={intl.formatMessage({ id: 'sellers.answer.field', defaultMessage: 'Your answer' })}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={2}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <BusyButton type="submit" busy={busy} className="btn btn-primary btn-sm">
          <FormattedMessage id="sellers.answer.submit" defaultMessage="Post answer" />
        </BusyButton>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          <FormattedMessage id="sellers.answer.cancel" defaultMessage="Cancel" />
        </button>
      </div>
    </form>
  );
}
