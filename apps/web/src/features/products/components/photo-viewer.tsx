import type { ListingPhoto } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';

interface PhotoViewerProps {
  photos: ListingPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const m = defineMessages({
  dialog: { id: 'products.viewer.dialog', defaultMessage: 'Photos, full screen' },
  zoomIn: { id: 'products.viewer.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'products.viewer.zoomOut', defaultMessage: 'Zoom out' },
  view: { id: 'products.viewer.view', defaultMessage: 'View {number} of {count}' },
  panHint: {
    id: 'products.viewer.panHint',
    defaultMessage: 'Move the pointer, drag, or use the arrow keys to look around the photo.',
  },
  position: { id: 'products.viewer.position', defaultMessage: '{number} / {count}' },
  close: { id: 'products.viewer.close', defaultMessage: 'Close' },
  previous: { id: 'products.viewer.previous', defaultMessage: 'Previous photo' },
  next: { id: 'products.viewer.next', defaultMessage: 'Next photo' },
});

/** Where the zoom is centred, in per cent of the photo's box. */
interface ZoomPoint {
  x: number;
  y: number;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));
/** How far the arrow keys move a zoomed photo, in per cent of its box. */
const KEY_STEP = 10;
const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/**
 * The full-screen view of a listing's photos: a native modal `<dialog>` (focus kept inside,
 * Escape closes, focus back to the opener). A click or tap zooms to twice the size at that
 * point and back. Zoomed, the photo follows the mouse, a finger drags it, and the arrow keys
 * move around it; not zoomed, the arrow keys and buttons go through the photos.
 */
export function PhotoViewer({ photos, index, onIndex, onClose }: PhotoViewerProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<ZoomPoint | null>(null);
  // A finger (or pen) dragging a zoomed photo: where it last was, and whether it moved enough
  // that lifting it is not a tap (a tap zooms back out).
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
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
      aria-label={intl.formatMessage(m.dialog)}
      // Opaque (issue 42, item 14): the page showing through behind a photo read as part of it.
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-black p-0 text-white backdrop:bg-black"
      onClose={() => {
        setZoom(null);
        onClose();
      }}
      onKeyDown={(event) => {
        const pan = PAN_KEYS[event.key];
        if (zoom && pan) {
          event.preventDefault();
          setZoom({ x: clamp(zoom.x + pan[0]), y: clamp(zoom.y + pan[1]) });
          return;
        }
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
            aria-label={intl.formatMessage(zoom ? m.zoomOut : m.zoomIn)}
            aria-describedby={zoom ? 'photo-viewer-pan-hint' : undefined}
            // Zoomed, a drag moves the photo rather than the page.
            style={zoom ? { touchAction: 'none' } : undefined}
            onPointerDown={(event) => {
              if (zoom && event.pointerType !== 'mouse') {
                drag.current = { x: event.clientX, y: event.clientY, moved: false };
              }
            }}
            onPointerMove={(event) => {
              if (!zoom) return;
              const box = event.currentTarget.getBoundingClientRect();
              if (event.pointerType === 'mouse') {
                setZoom(pointIn(box, event.clientX, event.clientY));
                return;
              }
              const from = drag.current;
              if (!from || box.width === 0 || box.height === 0) return;
              const dx = event.clientX - from.x;
              const dy = event.clientY - from.y;
              // Scaled twice about its centre point, the photo moves against that point: to
              // follow the finger by dx, the point moves by -dx.
              setZoom({
                x: clamp(zoom.x - (dx / box.width) * 100),
                y: clamp(zoom.y - (dy / box.height) * 100),
              });
              drag.current = {
                x: event.clientX,
                y: event.clientY,
                moved: from.moved || Math.abs(dx) + Math.abs(dy) > 4,
              };
            }}
            onClick={(event) => {
              const dragged = drag.current?.moved;
              drag.current = null;
              if (dragged) return;
              if (zoom) return setZoom(null);
              setZoom(pointIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
            }}
          >
            <img
              src={photo.url}
              srcSet={photo.srcset || undefined}
              sizes="100vw"
              alt={intl.formatMessage(m.view, { number: index + 1, count: photos.length })}
              className="size-full object-contain transition-transform duration-200"
              style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            />
          </button>
          <p id="photo-viewer-pan-hint" className="sr-only">
            {intl.formatMessage(m.panHint)}
          </p>
          <p
            className="absolute top-4 start-4 rounded-field bg-black/60 px-2 py-1 text-sm"
            aria-live="polite"
          >
            {intl.formatMessage(m.position, { number: index + 1, count: photos.length })}
          </p>
          <form method="dialog" className="absolute top-3 end-3">
            <button type="submit" className="btn btn-circle btn-sm" data-autofocus>
              <span aria-hidden="true">✕</span>
              <span className="sr-only">{intl.formatMessage(m.close)}</span>
            </button>
          </form>
          {photos.length > 1 && (
            <>
              <button
                type="button"
                className="btn btn-circle absolute top-1/2 start-3 -translate-y-1/2"
                aria-label={intl.formatMessage(m.previous)}
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon className="size-5" />
              </button>
              <button
                type="button"
                className="btn btn-circle absolute top-1/2 end-3 -translate-y-1/2"
                aria-label={intl.formatMessage(m.next)}
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

/** The point of `box` under the pointer, in per cent; the centre when the box has no size yet. */
function pointIn(box: DOMRect, clientX: number, clientY: number): ZoomPoint {
  return {
    x: box.width > 0 ? clamp(((clientX - box.left) / box.width) * 100) : 50,
    y: box.height > 0 ? clamp(((clientY - box.top) / box.height) * 100) : 50,
  };
}
