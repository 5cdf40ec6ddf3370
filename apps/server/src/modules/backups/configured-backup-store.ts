import type { Config } from '../../config.js';
import type { BackupStore } from './backup-store.js';
import { diskBackupStore } from './disk-backup-store.js';
import { s3BackupStore } from './s3-backup-store.js';

/** Beside the photos: in the bucket when S3 is configured, else in DATA_DIR/backups. */
export function configuredBackupStore(config: Pick<Config, 'dataDir' | 's3'>): BackupStore {
  return config.s3 ? s3BackupStore(config.s3) : diskBackupStore(config.dataDir);
}
