import { MESSAGE_MAX_LENGTH, MessageTextSchema } from '@refocus/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface MessageComposerProps {
  /** Sends the text; a rejection's message is shown under the field. */
  onSend: (text: string) => Promise<unknown>;
  /** Sends a photo; without it, the composer offers none (the first question of a thread). */
  onSendPhoto?: (file: File) => Promise<unknown>;
  label?: string;
}

/**
 * The box to write a message in. Enter sends, Shift+Enter starts a new line; the same
 * contract schema as the server checks the text first, so the message is shown beside it.
 * A chosen photo is shown first, with Send photo and Cancel (issue 42, item 12): nothing goes
 * until the person has seen what they picked.
 */
export function MessageComposer({ onSend, onSendPhoto, label }: MessageComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The photo picked and not sent yet, with the object URL its preview shows. */
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const sendPhotoButton = useRef<HTMLButtonElement>(null);
  /** Set when a photo went: focus returns to the picker once it is enabled again. */
  const refocusPicker = useRef(false);
  const id = useId();

  // Each preview's object URL is let go when it is replaced, cancelled, sent, or the screen left.
  useEffect(() => {
    if (!pending) return;
    sendPhotoButton.current?.focus();
    return () => URL.revokeObjectURL(pending.url);
  }, [pending]);

  useEffect(() => {
    if (sending || !refocusPicker.current) return;
    refocusPicker.current = false;
    picker.current?.focus();
  }, [sending]);

  const pick = (file: File | undefined) => {
    if (!file || sending) return;
    setError(null);
    setPending({ file, url: URL.createObjectURL(file) });
  };

  const cancelPhoto = () => {
    setPending(null);
    setError(null);
    picker.current?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const checked = MessageTextSchema.safeParse(text);
    if (!checked.success) {
      setError(
        checked.error.issues[0]?.message ??
          intl.formatMessage({ id: 'conversations.composer.invalid', defaultMessage: 'text is not valid' }),
      );
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(checked.data);
      setText('');
    } catch (failure) {
      setError(
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({ id: 'conversations.composer.notSent', defaultMessage: 'Not sent' }),
      );
    } finally {
      setSending(false);
    }
  };

  const sendPhoto = async () => {
    if (!pending || !onSendPhoto || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSendPhoto(pending.file);
      setPending(null);
      refocusPicker.current = true;
    } catch (failure) {
      setError(
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({
              id: 'conversations.composer.photoNotSent',
              defaultMessage: 'Photo not sent',
            }),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? intl.formatMessage({ id: 'conversations.composer.label', defaultMessage: 'Your message' })}
      </label>
      <textarea
        id={id}
        className="textarea w-full"
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) void submit(event);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-base-content/75">
          <FormattedMessage
            id="conversations.composer.hint"
            defaultMessage="Enter sends, Shift+Enter adds a line · {length}/{max}"
            values={{ length: text.length, max: MESSAGE_MAX_LENGTH }}
          />
        </p>
        <div className="flex items-center gap-2">
          {onSendPhoto && (
            <label
              className={`btn btn-outline btn-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${sending ? 'btn-disabled' : ''}`}
            >
              <FormattedMessage id="conversations.composer.attach" defaultMessage="Attach a photo" />
              <input
                ref={picker}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                className="sr-only"
                disabled={sending}
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
            {sending ? (
              <FormattedMessage id="conversations.composer.sending" defaultMessage="Sending…" />
            ) : (
              <FormattedMessage id="conversations.composer.send" defaultMessage="Send" />
            )}
          </button>
        </div>
      </div>
      {pending && (
        <figure
          aria-label={intl.formatMessage({
            id: 'conversations.composer.photo',
            defaultMessage: 'Photo to send',
          })}
          className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-200 p-3"
        >
          <img
            src={pending.url}
            alt={intl.formatMessage(
              { id: 'conversations.composer.preview', defaultMessage: 'Preview of {file}' },
              { file: pending.file.name },
            )}
            className="max-h-48 max-w-full rounded-md object-contain"
          />
          <figcaption className="flex flex-col gap-2">
            <span className="text-sm">
              <FormattedMessage id="conversations.composer.confirmPhoto" defaultMessage="Send this photo?" />
            </span>
            <span className="flex gap-2">
              <button
                ref={sendPhotoButton}
                type="button"
                className="btn btn-primary btn-sm"
                disabled={sending}
                onClick={() => void sendPhoto()}
              >
                {sending ? (
                  <FormattedMessage id="conversations.composer.sendingPhoto" defaultMessage="Sending…" />
                ) : (
                  <FormattedMessage id="conversations.composer.sendPhoto" defaultMessage="Send photo" />
                )}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" disabled={sending} onClick={cancelPhoto}>
                <FormattedMessage id="conversations.composer.cancel" defaultMessage="Cancel" />
              </button>
            </span>
          </figcaption>
        </figure>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
