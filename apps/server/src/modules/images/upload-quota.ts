import type { Kysely } from 'kysely';
import type { UploadLimits } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { uploadsSince } from './images.repository.js';
import { imagesErrors } from './images-errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Refuses an upload that would take a seller past their hourly or daily count, or their
 * daily bytes (429). Counted from the uploads table, so every instance sees the same figures.
 */
export async function checkUploadQuota(
  db: Kysely<DB>,
  userId: string,
  bytes: number,
  limits: Pick<UploadLimits, 'perHour' | 'perDay' | 'bytesPerDay'>,
  now: number,
): Promise<void> {
  const [hour, day] = await Promise.all([
    uploadsSince(db, userId, new Date(now - HOUR).toISOString()),
    uploadsSince(db, userId, new Date(now - DAY).toISOString()),
  ]);
  if (hour.count >= limits.perHour) {
    throw new AppError(
      'rate-limited',
      { ...imagesErrors.uploadAtMostPhotos, values: { perHour: limits.perHour } },
      'image',
    );
  }
  if (day.count >= limits.perDay) {
    throw new AppError(
      'rate-limited',
      { ...imagesErrors.uploadAtMostPhotos2, values: { perDay: limits.perDay } },
      'image',
    );
  }
  if (day.bytes + bytes > limits.bytesPerDay) {
    const mb = Math.floor(limits.bytesPerDay / 1024 / 1024);
    throw new AppError('rate-limited', { ...imagesErrors.uploadAtMostMb, values: { mb } }, 'image');
  }
}
