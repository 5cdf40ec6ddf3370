/**
 * What other parts may use of `backups` (decision 063): the app builds the store, the runner
 * that takes backups for the job queue and the scheduler, and stops them on close.
 */
export { BackupRestorer } from './backup-restorer.js';
export { BACKUP_JOB, BackupRunner } from './backup-runner.js';
export { BackupScheduler } from './backup-scheduler.js';
export { configuredBackupStore } from './configured-backup-store.js';
