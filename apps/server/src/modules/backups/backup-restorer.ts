import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RestoreRun } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { BadArchiveError } from '../../backup/checked-archive.js';
import { checkRestorable, RestoreRefusedError, restoreBackup } from '../../backup/restore-backup.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { createPrivateDir } from '../../private-files.js';
import { recordAudit } from '../audit/audit.public.js';
import type { MaintenanceMode } from '../maintenance/maintenance.public.js';
import { anyActiveRun } from './backup-runs.repository.js';
import type { BackupStore } from './backup-store.js';
import { backupsErrors } from './backups-errors.js';

/** Requests in hand when maintenance begins get this long to end before the data is replaced. */
const DRAIN_MS = 10_000;

export interface BackupRestorerDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'database' | 'dataDir' | 's3'>;
  store: BackupStore;
  maintenance: MaintenanceMode;
  /** Resolves once the requests in hand here have ended, or after the time given. */
  requestsDrained: (timeoutMs: number) => Promise<void>;
  /** Tells every instance the catalogue changed, so no instance answers a cached page of the one replaced. */
  announceCatalogue: () => Promise<void>;
  clock: Clock;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
}

/**
 * Restores a backup from the admin page (issue 46 item 4, decision 065). The archive is copied
 * here and checked whole while the shop still serves: a damaged archive, or one from a newer
 * build, is refused with the shop untouched. Then every instance goes into maintenance, the
 * requests in hand end, the shop is replaced as `npm run restore --force` replaces it, and the
 * shop comes back. The restore is audited in the restored data, by the admin who asked.
 */
export class BackupRestorer {
  private last: RestoreRun | null = null;
  private current: Promise<void> = Promise.resolve();

  constructor(private readonly deps: BackupRestorerDeps) {}

  /** The latest restore this instance ran, as the admin page shows it. */
  latest(): RestoreRun | null {
    return this.last;
  }

  /** Resolves once the restore in hand, if any, has ended (tests, and closing the app). */
  settled(): Promise<void> {
    return this.current;
  }

  /** Checks the archive and puts the shop in maintenance; the restore goes on after the answer. */
  async start(adminId: string, name: string): Promise<RestoreRun> {
    const { db, maintenance, clock } = this.deps;
    if (this.last?.state === 'restoring' || maintenance.isOn()) {
      throw new AppError('conflict', backupsErrors.restoreAlreadyUnderWay);
    }
    if (await anyActiveRun(db)) {
      throw new AppError('conflict', backupsErrors.backupRunningRestoreOnce);
    }
    const file = await this.copyHere(name);
    try {
      (await checkRestorable(file).catch(refusal)).close();
      await maintenance.enter();
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
    const run: RestoreRun = {
      name,
      state: 'restoring',
      step: 'waiting',
      error: null,
      migrations: [],
      startedAt: clock().toISOString(),
      finishedAt: null,
    };
    this.last = run;
    this.current = this.restore(run, file, adminId);
    return { ...run };
  }

  private async restore(run: RestoreRun, file: string, adminId: string): Promise<void> {
    const { maintenance, clock, log } = this.deps;
    const step = (next: RestoreRun['step']) => {
      run.step = next;
      maintenance.report(next);
    };
    try {
      // Every other instance sees the maintenance (and stops its work) before the data changes.
      await new Promise((resolve) => setTimeout(resolve, maintenance.noticeMs()));
      await this.deps.requestsDrained(DRAIN_MS);
      const outcome = await restoreBackup(this.deps.config, file, { inMaintenance: true, onStep: step });
      step('finishing');
      run.migrations = outcome.migrations;
      await this.deps
        .announceCatalogue()
        .catch((err: unknown) =>
          log.error({ err }, 'could not announce the restored catalogue; instances learn it within seconds'),
        );
      await writeTransaction(this.deps.db, (trx) =>
        recordAudit(trx, {
          admin_id: adminId,
          action: 'restore-backup',
          target_kind: 'backup',
          target_id: run.name,
          at: clock().toISOString(),
        }),
      );
      run.state = 'done';
      log.info({ backup: run.name, migrations: outcome.migrations }, 'restored the shop from a backup');
    } catch (error) {
      // The data was replaced in one transaction: a failure left the shop as it was.
      log.error({ err: error, backup: run.name }, 'restore failed; the shop is as it was');
      run.state = 'failed';
      run.error = String((error as Error).message ?? error).slice(0, 1000);
    } finally {
      run.finishedAt = clock().toISOString();
      fs.rmSync(file, { force: true });
      await maintenance.leave();
    }
  }

  /** The archive, copied into `DATA_DIR/restoring` (it may be in the bucket; it is read twice). */
  private async copyHere(name: string): Promise<string> {
    const archive = await this.deps.store.open(name);
    if (!archive) throw new AppError('not-found', backupsErrors.backupName);
    const dir = path.join(this.deps.config.dataDir, 'restoring');
    createPrivateDir(dir);
    const file = path.join(dir, name);
    await pipeline(archive.body, fs.createWriteStream(file, { mode: 0o600 }));
    return file;
  }
}

type ArchiveMessage = (typeof backupsErrors)[keyof typeof backupsErrors];

/**
 * The archive checks' English (apps/server/src/backup, shared with the command line), read
 * back into the messages people are answered with: each shape with the names of its parts.
 */
const ARCHIVE_PROBLEMS: [RegExp, ArchiveMessage, string[]][] = [
  [/^(.+) does not exist\.$/s, backupsErrors.archiveMissing, ['file']],
  [
    /^(.+) is not a readable backup archive \((.*)\)\.$/s,
    backupsErrors.archiveUnreadable,
    ['file', 'reason'],
  ],
  [/^(.+) has no (.+): it is not a Refocus backup\.$/s, backupsErrors.archiveNotRefocus, ['file', 'entry']],
  [
    /^(.+) does not match the manifest: the archive is damaged\.$/s,
    backupsErrors.archiveChecksumsDamaged,
    ['entry'],
  ],
  [/^(.+) is missing or damaged in the archive\.$/s, backupsErrors.archiveEntryDamaged, ['entry']],
  [/^(.+) is in the archive but not in its checksums\.$/s, backupsErrors.archiveEntryUnlisted, ['entry']],
  [/^The archive lacks table (.+)\.$/s, backupsErrors.archiveLacksTable, ['table']],
  [/^(.+) is not JSON\.$/s, backupsErrors.archiveEntryNotJson, ['entry']],
  [
    /^The archive's format (.+) is newer than this build reads \((.+)\): upgrade first\.$/s,
    backupsErrors.archiveFormatNewer,
    ['format', 'known'],
  ],
  [/^(\S+) is not valid: (.*)$/s, backupsErrors.archiveEntryInvalid, ['entry', 'detail']],
  [/^(\S+) has a line it cannot read: (.*)$/s, backupsErrors.archiveLineUnreadable, ['entry', 'line']],
  [/^(.+) changed since the archive was checked\.$/s, backupsErrors.archiveEntryChanged, ['entry']],
  [
    /^The archive was made by a newer or different Refocus: this build does not know its migration (.+)\. Restore it with that version or a later one\.$/s,
    backupsErrors.archiveUnknownMigration,
    ['migration'],
  ],
];

/** An archive check's words as a message in the reader's language; any other stays English. */
function archiveMessage(english: string) {
  for (const [pattern, descriptor, names] of ARCHIVE_PROBLEMS) {
    const match = pattern.exec(english);
    if (match) {
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
      return { ...descriptor, values };
    }
  }
  return english;
}

/** An archive this build cannot restore is the request's problem, not the server's. */
function refusal(error: unknown): never {
  if (error instanceof BadArchiveError) throw new AppError('bad-request', archiveMessage(error.message));
  if (error instanceof RestoreRefusedError) throw new AppError('conflict', archiveMessage(error.message));
  throw error;
}
