import { REVIEW_TEXT_MAX_LENGTH, type ReviewInput } from '@refocus/contract';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton } from '../busy-button';
import { FormField } from '../form-field';
import { StarPicker } from './star-picker';

interface ReviewFormProps {
  /** Names the form for screen readers, e.g. "Review the seller of Leica M6". */
  label: string;
  initial?: ReviewInput;
  submitLabel: string;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Stars and a few words: writes a review, or changes one while its 14 days last. */
export function ReviewForm({ label, initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState<number | undefined>(initial?.rating);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const intl = useIntl();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      rating:
        rating === undefined
          ? intl.formatMessage({
              id: 'components.review.chooseStars',
              defaultMessage: 'Choose from 1 to 5 stars',
            })
          : undefined,
      text:
        text.trim() === ''
          ? intl.formatMessage({ id: 'components.review.writeWords', defaultMessage: 'Write a few words' })
          : undefined,
    };
    setErrors(found);
    if (rating === undefined || found.text) return;
    setBusy(true);
    try {
      await onSubmit({ rating, text: text.trim() });
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <StarPicker value={rating} onChange={setRating} error={errors.rating} />
      <FormField
        label={intl.formatMessage({ id: 'components.review.yours', defaultMessage: 'Your review' })}
        error={errors.text}
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={3}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex gap-2">
        <BusyButton type="submit" busy={busy} className="btn btn-primary btn-sm">
          {submitLabel}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            {intl.formatMessage({ id: 'components.review.cancel', defaultMessage: 'Cancel' })}
          </button>
        )}
      </div>
    </form>
  );
}
