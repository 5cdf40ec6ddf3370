import type { ListingPhoto } from '@refocus/contract';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';

interface PhotoViewerProps {
  photos: ListingPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen view of a listing's photos: a native modal `<dialog>` (focus kept inside,
 * Escape closes, focus back to the opener). A click or tap zooms to twice the size at that
 * point and back; the arrow keys and buttons go through the photos.
 */
export function PhotoViewer({ photos, index, onIndex, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    setZoom(null);
    if (index !== null) onIndex((index + step + photos.length) % photos.length);
  };

  return (
    <dialog
      ref={dialog}
      aria-label="Photos, full screen"
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      onClose={() => {
        setZoom(null);
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      {photo && index !== null && (
        <div className="relative grid size-full place-items-center overflow-hidden">
          <button
            type="button"
            className="size-full cursor-zoom-in overflow-hidden aria-pressed:cursor-zoom-out"
            aria-pressed={zoom !== null}
            aria-label={zoom ? 'Zoom out' : 'Zoom in'}
            onClick={(event) => {
              if (zoom) return setZoom(null);
              const box = event.currentTarget.getBoundingClientRect();
              setZoom({
                x: ((event.clientX - box.left) / box.width) * 100,
                y: ((event.clientY - box.top) / box.height) * 100,
              });
            }}
          >
            <img
              src={photo.url}
              srcSet={photo.srcset || undefined}
              sizes="100vw"
              alt={`View ${index + 1} of ${photos.length}`}
              className="size-full object-contain transition-transform duration-200"
              style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            />
          </button>
          <p className="absolute top-4 left-4 rounded-field bg-black/60 px-2 py-1 text-sm" aria-live="polite">
            {index + 1} / {photos.length}
          </p>
          <form method="dialog" className="absolute top-3 right-3">
            <button type="submit" className="btn btn-circle btn-sm" data-autofocus>
              <span aria-hidden="true">✕</span>
              <span className="sr-only">Close</span>
            </button>
          </form>
          {photos.length > 1 && (
            <>
              <button
                type="button"
                className="btn btn-circle absolute top-1/2 left-3 -translate-y-1/2"
                aria-label="Previous photo"
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon className="size-5" />
              </button>
              <button
                type="button"
                className="btn btn-circle absolute top-1/2 right-3 -translate-y-1/2"
                aria-label="Next photo"
                onClick={() => go(1)}
              >
                <ChevronRightIcon className="size-5" />
              </button>
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
