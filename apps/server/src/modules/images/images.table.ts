import type { Insertable, Selectable } from 'kysely';

/** The `images` table: one row per stored image. */
export interface ImagesTable {
  /** SHA-256 of the uploaded bytes: the store is content-addressed. */
  id: string;
  owner_id: string | null;
  width: number;
  height: number;
  created_at: string;
}

/** One accepted upload: who may use the image in a listing, and what the upload quotas count. */
export interface ImageUploadsTable {
  id: string;
  image_id: string;
  user_id: string;
  bytes: number;
  created_at: string;
}

export type ImageRecord = Selectable<ImagesTable>;
export type NewImageRecord = Insertable<ImagesTable>;
export type NewImageUploadRecord = Insertable<ImageUploadsTable>;
