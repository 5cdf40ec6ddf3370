import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { discardImageIfUnused, type ImageStore, storeProfilePhoto } from '../images/images.public.js';
import type { User } from './user.js';
import { lockPhotoOf, updateUser } from './users.repository.js';

/**
 * The account's photo, through our image host: stored as a square WebP, shown in the navbar
 * and the settings page. A replaced or removed photo is deleted at once (the periodic image
 * cleanup finds any that a crash left behind, since no account shows it).
 */
export class ProfilePhotos {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: ImageStore,
    /** Prefix for the photo's URL: PUBLIC_URL when set. */
    private readonly origin: string,
    private readonly clock: Clock = systemClock,
  ) {}

  async replace(user: User, upload: Buffer, run?: <T>(work: () => Promise<T>) => Promise<T>): Promise<User> {
    const photo = await storeProfilePhoto(this.db, this.store, upload, user.id, this.origin, run, this.clock);
    const changes = { photoUrl: photo.url, photoImageId: photo.imageId };
    await this.swap(user.id, changes);
    return { ...user, ...changes };
  }

  async remove(user: User): Promise<User> {
    const changes = { photoUrl: null, photoImageId: null };
    await this.swap(user.id, changes);
    return { ...user, ...changes };
  }

  /** Deletes a photo nobody shows any more (an account that was just deleted, say). */
  async discard(imageId: string): Promise<void> {
    await discardImageIfUnused(this.db, this.store, imageId);
  }

  /** Sets the new photo, then deletes the one it replaced if nothing else uses it. */
  private async swap(userId: string, changes: { photoUrl: string | null; photoImageId: string | null }) {
    const previous = await writeTransaction(this.db, async (trx) => {
      // Locked: two uploads at once each see the photo the other replaced, none is left behind.
      const before = await lockPhotoOf(trx, userId);
      await updateUser(trx, userId, changes);
      return before;
    });
    if (previous && previous !== changes.photoImageId) await this.discard(previous);
  }
}
