import { z } from 'zod';
import { vm } from './validation-messages.js';

/**
 * An archive's name as the server writes it (`refocus-<shop>-<UTC stamp>.tar.gz`, decision 061):
 * the only names the backup routes accept, so a name can never reach outside the backups folder.
 */
export const BACKUP_NAME = /^refocus-[a-z0-9]+(?:-[a-z0-9]+)*-\d{8}T\d{6}Z\.tar\.gz$/;

export const BackupNameParamsSchema = z.object({
  name: z.string().max(200).regex(BACKUP_NAME, { error: vm.backupsNameMustBackupArchive.defaultMessage }),
});

/** One archive in the backups folder or bucket (issue 46 item 4). */
export const BackupFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  /** When it was taken (from its name, UTC). */
  createdAt: z.string(),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;
export const BackupListSchema = z.array(BackupFileSchema);

/** The step a running backup is at, as `writeBackup` reports it. */
export const BackupProgressSchema = z.union([
  z.object({ step: z.literal('queued') }),
  z.object({ step: z.literal('snapshot') }),
  z.object({ step: z.literal('table'), table: z.string(), rows: z.number() }),
  z.object({ step: z.literal('photos'), images: z.number(), files: z.number() }),
  z.object({ step: z.literal('storing') }),
]);
export type BackupProgress = z.infer<typeof BackupProgressSchema>;

/** The latest backup run, over every instance: what the admin page shows while one goes. */
export const BackupRunSchema = z.object({
  id: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  scheduled: z.boolean(),
  name: z.string().nullable(),
  progress: BackupProgressSchema.nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;
/**
 * The steps of a restore from the admin page (decision 065): waiting for requests in hand to
 * end, writing the photos, replacing the data (and migrating it), then coming back.
 */
export const RestoreStepSchema = z.enum(['waiting', 'photos', 'data', 'finishing']);
export type RestoreStep = z.infer<typeof RestoreStepSchema>;

/** The latest restore this instance ran from the admin page. */
export const RestoreRunSchema = z.object({
  name: z.string(),
  state: z.enum(['restoring', 'done', 'failed']),
  step: RestoreStepSchema,
  error: z.string().nullable(),
  /** Migrations run over the archive's level (an older backup restored into this build). */
  migrations: z.array(z.string()),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RestoreRun = z.infer<typeof RestoreRunSchema>;

export const BackupRunStatusSchema = z.object({
  run: BackupRunSchema.nullable(),
  restore: RestoreRunSchema.nullable(),
});

/** `GET /api/maintenance`: answered by every instance, in maintenance too, to anyone. */
export const MaintenanceStatusSchema = z.object({
  maintenance: z.boolean(),
  step: RestoreStepSchema.nullable(),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>;
