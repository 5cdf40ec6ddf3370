import { PHOTOS_MAX } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../components/form-field';
import { MAX_IMAGE_MB } from '../add-product-schema';
import { useFormError } from '../form-messages';
import type { usePhotoGallery } from '../use-photo-gallery';

interface PhotoGalleryEditorProps {
  gallery: ReturnType<typeof usePhotoGallery>;
  error: string | undefined;
}

const m = defineMessages({
  label: { id: 'listings.photos.label', defaultMessage: 'Photos' },
  hint: {
    id: 'listings.photos.hint',
    defaultMessage:
      'Up to {max} photos; the first is the cover. JPEG, PNG, WebP, AVIF or GIF, up to {mb} MB each',
  },
  nowCover: { id: 'listings.photos.nowCover', defaultMessage: 'Photo {number} is now the cover.' },
  nowAt: { id: 'listings.photos.nowAt', defaultMessage: 'Photo {number} is now photo {to} of {count}.' },
  leftOut: {
    id: 'listings.photos.leftOut',
    defaultMessage: '{left} photos were left out: a listing holds {max}.',
  },
  list: { id: 'listings.photos.list', defaultMessage: 'Photos of the listing' },
  preview: { id: 'listings.photos.preview', defaultMessage: 'Preview of {name}' },
  previewCurrent: {
    id: 'listings.photos.previewCurrent',
    defaultMessage: 'Preview of current photo {number}',
  },
  cover: { id: 'listings.photos.cover', defaultMessage: 'Cover' },
  uploading: { id: 'listings.photos.uploading', defaultMessage: 'Uploading photo {number}' },
  earlier: { id: 'listings.photos.earlier', defaultMessage: 'Move photo {number} earlier' },
  later: { id: 'listings.photos.later', defaultMessage: 'Move photo {number} later' },
  makeCoverLabel: { id: 'listings.photos.makeCoverLabel', defaultMessage: 'Make cover: photo {number}' },
  makeCover: { id: 'listings.photos.makeCover', defaultMessage: 'Make cover' },
  removeLabel: { id: 'listings.photos.removeLabel', defaultMessage: 'Remove photo {number}' },
  remove: { id: 'listings.photos.remove', defaultMessage: 'Remove' },
  removed: { id: 'listings.photos.removed', defaultMessage: 'Photo {number} removed.' },
});

/**
 * The listing's photos (issue 14 item 1): choose several files at once, each uploads with its
 * progress; reorder by dragging or with the Move buttons (keyboard), the first is the cover.
 */
export function PhotoGalleryEditor({ gallery, error }: PhotoGalleryEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const translated = useFormError();
  const { photos, add, move, remove, room } = gallery;
  const input = useRef<HTMLInputElement>(null);
  const dragged = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  // After a move by keyboard, focus follows the photo to its new place (the button pressed may
  // now be disabled, or gone: a cover has no "Make cover").
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; action: string } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const item = list.current?.querySelector(`[data-photo="${focusAfterMove.key}"]`);
    const buttons = Array.from(item?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const target =
      buttons.find((button) => button.dataset.action === focusAfterMove.action && !button.disabled) ??
      buttons.find((button) => !button.disabled);
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);
  // After a removal, focus goes to the file input once it is drawn again: with ten photos it was
  // disabled (no room), and a disabled input cannot take focus, which would drop it on the page.
  const [focusInput, setFocusInput] = useState(false);
  useEffect(() => {
    if (!focusInput) return;
    input.current?.focus();
    setFocusInput(false);
  }, [focusInput]);

  /** Moves the photo at `from` (said as "Photo {number}", its place before) to `to`. */
  const moveAndSay = (from: number, to: number, number: number, action?: string) => {
    move(from, to);
    const key = photos[from]?.key;
    if (action && key) setFocusAfterMove({ key, action });
    setSaid(to === 0 ? t(m.nowCover, { number }) : t(m.nowAt, { number, to: to + 1, count: photos.length }));
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label={t(m.label)}
        error={translated(error)}
        hint={t(m.hint, { max: PHOTOS_MAX, mb: MAX_IMAGE_MB })}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/*"
            multiple
            disabled={room <= 0}
            className="file-input w-full aria-[invalid=true]:border-error"
            onChange={(event) => {
              const left = add(Array.from(event.target.files ?? []), room);
              setSaid(left > 0 ? t(m.leftOut, { left, max: PHOTOS_MAX }) : '');
              event.target.value = '';
            }}
          />
        )}
      </FormField>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      {photos.length > 0 && (
        <ol
          ref={list}
          aria-label={t(m.list)}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li
                key={photo.key}
                data-photo={photo.key}
                draggable
                onDragStart={() => {
                  dragged.current = index;
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged.current !== null) moveAndSay(dragged.current, index, dragged.current + 1);
                  dragged.current = null;
                }}
                className="flex cursor-grab flex-col gap-2 rounded-box border border-base-300 p-2"
              >
                <div className="relative">
                  <img
                    src={photo.preview}
                    alt={
                      photo.current
                        ? t(m.previewCurrent, { number: photo.current })
                        : t(m.preview, { name: photo.name })
                    }
                    className="aspect-[4/3] w-full rounded-field bg-base-200 object-cover"
                  />
                  {index === 0 && (
                    <span className="badge badge-primary badge-sm absolute top-1 start-1">{t(m.cover)}</span>
                  )}
                </div>
                {photo.error ? (
                  <p role="alert" className="text-xs text-danger">
                    {photo.error}
                  </p>
                ) : photo.url ? null : (
                  <progress
                    className="progress progress-primary w-full"
                    value={photo.progress}
                    max={1}
                    aria-label={t(m.uploading, { number })}
                  />
                )}
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={index === 0}
                    aria-label={t(m.earlier, { number })}
                    data-action="earlier"
                    onClick={() => moveAndSay(index, index - 1, number, 'earlier')}
                  >
                    {/* An arrow is a picture, not words: the button is named by its label alone. */}
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={index === photos.length - 1}
                    aria-label={t(m.later, { number })}
                    data-action="later"
                    onClick={() => moveAndSay(index, index + 1, number, 'later')}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={t(m.makeCoverLabel, { number })}
                      onClick={() => moveAndSay(index, 0, number, 'later')}
                    >
                      {t(m.makeCover)}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-danger"
                    aria-label={t(m.removeLabel, { number })}
                    onClick={() => {
                      remove(photo.key);
                      setSaid(t(m.removed, { number }));
                      setFocusInput(true);
                    }}
                  >
                    {t(m.remove)}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
