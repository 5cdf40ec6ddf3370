import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { LimiterFactory } from '../../shared-state/limiters.js';
import type { ImageStore } from '../images/images.public.js';
import { enqueueJob, type JobHandler } from '../jobs/jobs.public.js';
import { enqueueMail } from '../mail/mail.public.js';
import { findLiveUserById, requireVerifiedEmail, type User } from '../users/users.public.js';
import { dataExportErrors } from './data-export-errors.js';
import { writeArchive } from './export-archive.js';
import type { ExportFiles } from './export-files.js';
import { EXPORT_LINK_MS, type ExportTokens } from './export-tokens.js';
import type { ExportPhoto, GatherPersonalData } from './personal-data.js';

export const DATA_EXPORT_JOB = 'data-export';
export const DATA_EXPORT_EXPIRY_JOB = 'data-export-expiry';

/** One export per person an hour: each reads all their rows and photos (issue 46 item 6). */
const EXPORTS_PER_HOUR = 1;

interface BuildPayload {
  userId: string;
  exportId: string;
  origin: string;
}

/** `rate-limited`, with the seconds to wait for `Retry-After`. */
export class ExportThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate-limited', {
      ...dataExportErrors.oncePerHour,
      values: { minutes: Math.ceil(retryAfterSeconds / 60) },
    });
  }
}

export interface DataExportDeps {
  db: Kysely<DB>;
  files: ExportFiles;
  tokens: ExportTokens;
  gather: GatherPersonalData;
  photos: Pick<ImageStore, 'get' | 'files'>;
  limiters: LimiterFactory;
  clock?: Clock;
}

/**
 * "Download my data" (issue 46 item 6, decision 062): asked for in a request, prepared by a
 * job on the durable queue, e-mailed as a link that works for 24 hours for that person only,
 * and deleted by a job queued for the moment the link expires.
 */
export class DataExports {
  private readonly limiter: RateLimiterAbstract;
  private readonly clock: Clock;

  constructor(private readonly deps: DataExportDeps) {
    this.limiter = deps.limiters({ keyPrefix: 'data-export', points: EXPORTS_PER_HOUR, duration: 3600 });
    this.clock = deps.clock ?? systemClock;
  }

  /** Mailed, so only to a confirmed address, like every other action that sends mail. */
  async request(caller: User, origin: string): Promise<void> {
    requireVerifiedEmail(caller);
    try {
      await this.limiter.consume(caller.id);
    } catch (outcome) {
      // An Error is the store failing, which is ours to report; anything else is a refusal.
      if (outcome instanceof Error) throw outcome;
      const ms = (outcome as { msBeforeNext: number }).msBeforeNext;
      throw new ExportThrottled(Math.max(1, Math.ceil(ms / 1000)));
    }
    const payload: BuildPayload = { userId: caller.id, exportId: randomBytes(16).toString('hex'), origin };
    await enqueueJob(this.deps.db, { kind: DATA_EXPORT_JOB, payload }, this.clock);
  }

  /** The archive a link names, for the person it was made for, while the link works. */
  async download(caller: User, token: string) {
    const link = this.deps.tokens.read(token, caller.id);
    // Another person's link answers as a garbled one: it confirms nothing to them.
    if (!link) throw new AppError('not-found', dataExportErrors.downloadLinkValidAccount, 'token');
    if (link.expiresAt.getTime() <= this.clock().getTime())
      throw new AppError('auth/expired-action-code', dataExportErrors.downloadLinkExpiredLinks, 'token');
    const file = await this.deps.files.open(link.exportId);
    if (!file) throw new AppError('not-found', dataExportErrors.archiveLongerKeptAsk);
    const madeOn = new Date(link.expiresAt.getTime() - EXPORT_LINK_MS).toISOString().slice(0, 10);
    return { ...file, filename: `my-data-${madeOn}.zip` };
  }

  /** The job: gathers, writes the ZIP, then mails the link and queues its deletion together. */
  readonly buildJob: JobHandler = async (payload) => {
    const { userId, exportId, origin } = payload as BuildPayload;
    const { db, files, tokens, gather } = this.deps;
    // Deleted or disabled since asking: there is no one to send it to.
    const person = await findLiveUserById(db, userId);
    if (!person || person.disabled) return;
    const madeAt = this.clock();
    const data = await gather(person);
    await files.write(exportId, (file) => writeArchive(file, data, (photo) => this.readPhoto(photo), madeAt));
    const expiresAt = new Date(madeAt.getTime() + EXPORT_LINK_MS);
    const token = tokens.sign(person.id, { exportId, expiresAt });
    await writeTransaction(db, async (trx) => {
      await enqueueMail(
        trx,
        {
          to: person.email,
          template: 'data-export-ready',
          data: { name: person.name, link: `/dashboard/data-export?token=${encodeURIComponent(token)}` },
          origin,
        },
        this.clock,
      );
      await enqueueJob(
        trx,
        { kind: DATA_EXPORT_EXPIRY_JOB, payload: { exportId }, runAt: expiresAt },
        this.clock,
      );
    });
  };

  /** Deletes an archive once its link has expired (queued by `buildJob` for that moment). */
  readonly expiryJob: JobHandler = async (payload) => {
    await this.deps.files.remove((payload as { exportId: string }).exportId);
  };

  /** The largest size the store keeps of the photo. */
  private async readPhoto({ imageId }: ExportPhoto): Promise<Buffer | undefined> {
    const names = await this.deps.photos.files(imageId);
    const largest = names.sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))[0];
    return largest ? this.deps.photos.get(imageId, largest) : undefined;
  }
}
