import type { Product } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PhotoViewer } from './photo-viewer';

/** Half the 1280 px page (less padding and the 48 px gap) from md up, full width below. */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

const m = defineMessages({
  photosOf: { id: 'products.gallery.photosOf', defaultMessage: 'Photos of {name}' },
  view: { id: 'products.gallery.view', defaultMessage: 'View {number} of {count}' },
  fullScreen: { id: 'products.gallery.fullScreen', defaultMessage: 'View full screen' },
  choose: { id: 'products.gallery.choose', defaultMessage: 'Choose a photo' },
  show: { id: 'products.gallery.show', defaultMessage: 'Show photo {number} of {count}' },
});

/**
 * A listing's photos on its page (issue 14 item 1): a track that swipes on touch screens (CSS
 * scroll-snap), thumbnails to pick one, and a full-screen view with zoom. The first photo loads
 * at once with high priority; the others lazily, as they come near.
 */
export function PhotoGallery({ product }: { product: Product }) {
  const photos = product.photos ?? [
    { url: product.imgURL, srcset: product.imgSrcSet, width: product.imgWidth, height: product.imgHeight },
  ];
  const intl = useIntl();
  const track = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const many = photos.length > 1;

  // The photo a thumbnail asked for while the track glides there: the places it passes on the
  // way are not choices (without this, "View full screen" clicked meanwhile opened the first).
  const aiming = useRef<number | null>(null);
  const showPhoto = (index: number) => {
    const element = track.current;
    setShown(index);
    aiming.current = index;
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  const photoInView = (element: HTMLElement) =>
    element.clientWidth > 0 ? Math.round(element.scrollLeft / element.clientWidth) : null;

  return (
    <div className="flex flex-col gap-3 md:sticky md:top-24 md:self-start">
      <figure className="relative overflow-hidden rounded-box border border-base-300">
        <section
          ref={track}
          aria-label={intl.formatMessage(m.photosOf, { name: product.name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable); the arrow keys then swipe it.
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-primary"
          onScroll={(event) => {
            const index = photoInView(event.currentTarget);
            if (index === null) return;
            if (aiming.current !== null && index !== aiming.current) return;
            aiming.current = null;
            setShown(index);
          }}
          onScrollEnd={(event) => {
            // A swipe that cut the glide short: where the track stopped is the photo shown.
            aiming.current = null;
            const index = photoInView(event.currentTarget);
            if (index !== null) setShown(index);
          }}
        >
          {photos.map((photo, index) => (
            <img
              key={photo.url}
              src={photo.url}
              srcSet={photo.srcset || undefined}
              sizes={photo.srcset ? MAIN_SIZES : undefined}
              width={photo.width ?? 800}
              height={photo.height ?? 600}
              alt={
                index === 0
                  ? product.name
                  : intl.formatMessage(m.view, { number: index + 1, count: photos.length })
              }
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
              className="aspect-[4/3] h-auto w-full shrink-0 snap-center bg-base-200 object-cover"
            />
          ))}
        </section>
        <button
          type="button"
          className="btn btn-sm absolute end-2 bottom-2 bg-base-100/90"
          onClick={() => setViewing(shown)}
        >
          {intl.formatMessage(m.fullScreen)}
        </button>
      </figure>
      {many && (
        <ul aria-label={intl.formatMessage(m.choose)} className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={intl.formatMessage(m.show, { number: index + 1, count: photos.length })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => showPhoto(index)}
                className="block overflow-hidden rounded-field border-2 border-transparent aria-[current=true]:border-primary"
              >
                <img
                  src={photo.url}
                  srcSet={photo.srcset || undefined}
                  sizes="96px"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={96}
                  height={72}
                  className="aspect-[4/3] w-20 bg-base-200 object-cover sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoViewer
        photos={photos}
        index={viewing}
        onIndex={setViewing}
        onClose={() => {
          // Back on the page, the photo last looked at is the one shown.
          if (viewing !== null && viewing !== shown) showPhoto(viewing);
          setViewing(null);
        }}
      />
    </div>
  );
}
