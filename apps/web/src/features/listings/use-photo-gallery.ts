import { MAX_IMAGE_BYTES, PHOTOS_MAX } from '@refocus/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../lib/api-error';
import { uploadPhoto } from './api/upload-photo';

/** One photo of the gallery being edited: uploaded (`url`), uploading, or refused. */
export interface GalleryPhoto {
  key: string;
  /** Our image host's URL, once uploaded (or the listing's photo on edit). */
  url?: string;
  /** What the thumbnail shows: the local file while it uploads, then the same. */
  preview: string;
  name: string;
  /** A photo the listing had when editing began: its place then (its file's name is not known). */
  current?: number;
  /** 0–1 while uploading. */
  progress: number;
  error?: string;
}

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;

/** Moves the item at `from` to `to` in a copy of `items`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** Whether two lists of photo URLs are the same photos in the same order. */
export function sameUrls(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((url, index) => url === b[index]);
}

/**
 * The gallery editor's state (issue 14 item 1): files upload as soon as they are chosen, each
 * with its progress; the seller reorders, picks the cover (the first) and removes. `urls` is
 * what the form sends: the uploaded photos in order.
 */
export function usePhotoGallery(initial: { url: string; name: string; current?: number }[] = []) {
  const intl = useIntl();
  const [photos, setPhotos] = useState<GalleryPhoto[]>(() =>
    initial.map((photo) => ({
      key: keyOf(),
      url: photo.url,
      preview: photo.url,
      name: photo.name,
      current: photo.current,
      progress: 1,
    })),
  );
  const objectUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<GalleryPhoto>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  /** Adds the chosen files (as many as still fit) and uploads them; answers how many were left out. */
  const add = useCallback(
    (files: File[], room: number) => {
      const taken = files.slice(0, Math.max(0, room));
      const added: GalleryPhoto[] = taken.map((file) => {
        const preview = URL.createObjectURL(file);
        objectUrls.current.add(preview);
        const tooBig = file.size > MAX_IMAGE_BYTES;
        const notImage = !file.type.startsWith('image/');
        return {
          key: keyOf(),
          preview,
          name: file.name,
          progress: 0,
          error: notImage
            ? intl.formatMessage({
                id: 'listings.photos.notImage',
                defaultMessage: 'This file is not an image.',
              })
            : tooBig
              ? intl.formatMessage(
                  { id: 'listings.photos.tooBig', defaultMessage: 'This photo is over {mb} MB.' },
                  { mb: MAX_IMAGE_BYTES / (1024 * 1024) },
                )
              : undefined,
        };
      });
      setPhotos((current) => [...current, ...added]);
      added.forEach((photo, index) => {
        if (photo.error) return;
        uploadPhoto(taken[index]!, (progress) => update(photo.key, { progress }))
          .then(({ url }) => update(photo.key, { url, progress: 1 }))
          .catch((error: unknown) =>
            update(photo.key, {
              // The client's own failures in the page's language; the server's answer as it says it.
              error:
                error instanceof ApiError && error.code === 'network-error'
                  ? intl.formatMessage({
                      id: 'listings.photos.networkError',
                      defaultMessage: 'The server could not be reached. Check your connection.',
                    })
                  : error instanceof ApiError && error.code === 'invalid-response'
                    ? intl.formatMessage({
                        id: 'listings.photos.invalidResponse',
                        defaultMessage: 'The server sent an unexpected answer.',
                      })
                    : error instanceof Error
                      ? error.message
                      : intl.formatMessage({
                          id: 'listings.photos.uploadFailed',
                          defaultMessage: 'The upload failed.',
                        }),
            }),
          );
      });
      return files.length - taken.length;
    },
    [update, intl],
  );

  const move = useCallback(
    (from: number, to: number) => setPhotos((current) => moved(current, from, to)),
    [],
  );
  const remove = useCallback(
    (key: string) => setPhotos((current) => current.filter((photo) => photo.key !== key)),
    [],
  );

  const urls = useMemo(
    () => photos.filter((photo) => photo.url && !photo.error).map((photo) => photo.url!),
    [photos],
  );
  const uploading = photos.some((photo) => !photo.url && !photo.error);
  const room = PHOTOS_MAX - photos.length;

  return { photos, add, move, remove, urls, uploading, room };
}
