import { MESSAGE_MAX_LENGTH, MessageTextSchema } from '@refocus/contract';
import { type FormEvent, useId, useState } from 'react';

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
 */
export function MessageComposer({ onSend, onSendPhoto, label = 'Your message' }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const checked = MessageTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'text is not valid');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(checked.data);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Not sent');
    } finally {
      setSending(false);
    }
  };

  const sendPhoto = async (file: File | undefined) => {
    if (!file || !onSendPhoto || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSendPhoto(file);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Photo not sent');
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
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
          Enter sends, Shift+Enter adds a line · {text.length}/{MESSAGE_MAX_LENGTH}
        </p>
        <div className="flex items-center gap-2">
          {onSendPhoto && (
            <label className={`btn btn-outline btn-sm ${sending ? 'btn-disabled' : ''}`}>
              Attach a photo
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                className="sr-only"
                disabled={sending}
                onChange={(event) => {
                  void sendPhoto(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
