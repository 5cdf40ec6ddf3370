import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import type { ImageStore } from './image-store.js';
import { imagesErrors } from './images-errors.js';

const IMAGE_ID = /^[0-9a-f]{64}$/;
const VARIANT = /^[0-9]{2,4}\.webp$/;
/** A store that does not answer within this fails the request (503) instead of holding it. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Photos in an S3-compatible bucket (decision 019), under the same names as on disk:
 * `<prefix><id[0..2]>/<id>/<variant>`, so `npm run images:migrate` copies the folder
 * tree as it is. Served through `/api/images/...` like disk files: image URLs never name
 * the bucket, and those already in the database keep working. A store that refuses or does
 * not answer is a 503 (`busy`), counted in `onError` for the metrics.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly onError: () => void = () => {},
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 2,
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: 2_000 },
    });
  }

  keyOf(imageId: string, variant?: string): string {
    if (!IMAGE_ID.test(imageId)) throw new Error(`invalid image id ${imageId}`);
    if (variant !== undefined && !VARIANT.test(variant)) throw new Error(`invalid variant ${variant}`);
    const folder = `${this.settings.prefix}${imageId.slice(0, 2)}/${imageId}/`;
    return variant === undefined ? folder : folder + variant;
  }

  async put(imageId: string, variant: string, bytes: Buffer): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(imageId, variant),
          Body: bytes,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  }

  async get(imageId: string, variant: string): Promise<Buffer | undefined> {
    if (!IMAGE_ID.test(imageId) || !VARIANT.test(variant)) return undefined;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(imageId, variant) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return undefined;
      throw this.unavailable(error);
    }
  }

  async remove(imageId: string): Promise<void> {
    const listed = await this.call(() =>
      this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.keyOf(imageId) }),
      ),
    );
    const objects = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (objects.length === 0) return;
    await this.call(() =>
      this.client.send(
        new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: objects } }),
      ),
    );
  }

  async files(imageId: string): Promise<string[]> {
    const folder = this.keyOf(imageId);
    const listed = await this.call(() =>
      this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: folder })),
    );
    return (listed.Contents ?? [])
      .map((object) => object.Key?.slice(folder.length) ?? '')
      .filter((name) => VARIANT.test(name))
      .sort();
  }

  async isEmpty(): Promise<boolean> {
    const listed = await this.call(() =>
      this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, MaxKeys: 1 }),
      ),
    );
    return (listed.Contents ?? []).length === 0;
  }

  /** Resolves when the bucket answers (readiness). */
  async ping(): Promise<void> {
    await this.call(() => this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket })));
  }

  close(): void {
    this.client.destroy();
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private unavailable(cause: unknown): AppError {
    this.onError();
    return new AppError('busy', imagesErrors.photoStorageAnsweringPlease, undefined, {
      cause,
    });
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
