import { defineMessages } from '@formatjs/intl';

/** The backups module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const backupsErrors = defineMessages({
  restoreAlreadyUnderWay: {
    id: 'errors.backups.restoreAlreadyUnderWay',
    defaultMessage: 'A restore is already under way.',
  },
  backupRunningRestoreOnce: {
    id: 'errors.backups.backupRunningRestoreOnce',
    defaultMessage: 'A backup is running; restore once it has finished.',
  },
  backupName: {
    id: 'errors.backups.backupName',
    defaultMessage: 'No backup by that name.',
  },
  backupAlreadyRunningWait: {
    id: 'errors.backups.backupAlreadyRunningWait',
    defaultMessage: 'A backup is already running; wait for it to finish.',
  },
});
