import { PHOTOS_MAX } from '@refocus/contract';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { MAX_IMAGE_MB } from '../add-product-schema';
import type { usePhotoGallery } from '../use-photo-gallery';

interface PhotoGalleryEditorProps {
  gallery: ReturnType<typeof usePhotoGallery>;
  error: string | undefined;
}

/**
 * The listing's photos (issue 14 item 1): choose several files at once, each uploads with its
 * progress; reorder by dragging or with the Move buttons (keyboard), the first is the cover.
 */
export function PhotoGalleryEditor({ gallery, error }: PhotoGalleryEditorProps) {
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

  const moveAndSay = (from: number, to: number, name: string, action?: string) => {
    move(from, to);
    const key = photos[from]?.key;
    if (action && key) setFocusAfterMove({ key, action });
    setSaid(to === 0 ? `${name} is now the cover.` : `${name} is now photo ${to + 1} of ${photos.length}.`);
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label="Photos"
        error={error}
        hint={`Up to ${PHOTOS_MAX} photos; the first is the cover. JPEG, PNG, WebP, AVIF or GIF, up to ${MAX_IMAGE_MB} MB each`}
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
              setSaid(left > 0 ? `${left} photos were left out: a listing holds ${PHOTOS_MAX}.` : '');
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
          aria-label="Photos of the listing"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo, index) => {
            const label = `photo ${index + 1}`;
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
                  if (dragged.current !== null)
                    moveAndSay(dragged.current, index, `Photo ${dragged.current + 1}`);
                  dragged.current = null;
                }}
                className="flex cursor-grab flex-col gap-2 rounded-box border border-base-300 p-2"
              >
                <div className="relative">
                  <img
                    src={photo.preview}
                    alt={`Preview of ${photo.name}`}
                    className="aspect-[4/3] w-full rounded-field bg-base-200 object-cover"
                  />
                  {index === 0 && (
                    <span className="badge badge-primary badge-sm absolute top-1 left-1">Cover</span>
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
                    aria-label={`Uploading ${label}`}
                  />
                )}
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={index === 0}
                    aria-label={`Move ${label} earlier`}
                    data-action="earlier"
                    onClick={() => moveAndSay(index, index - 1, `Photo ${index + 1}`, 'earlier')}
                  >
                    {/* An arrow is a picture, not words: the button is named by its label alone. */}
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={index === photos.length - 1}
                    aria-label={`Move ${label} later`}
                    data-action="later"
                    onClick={() => moveAndSay(index, index + 1, `Photo ${index + 1}`, 'later')}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`Make cover: ${label}`}
                      onClick={() => moveAndSay(index, 0, `Photo ${index + 1}`, 'later')}
                    >
                      Make cover
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-danger"
                    aria-label={`Remove ${label}`}
                    onClick={() => {
                      remove(photo.key);
                      setSaid(`Photo ${index + 1} removed.`);
                      setFocusInput(true);
                    }}
                  >
                    Remove
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
