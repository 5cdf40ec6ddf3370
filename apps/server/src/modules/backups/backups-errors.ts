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
  archiveMissing: {
    id: 'errors.backups.archiveMissing',
    defaultMessage: '{file} does not exist.',
  },
  archiveUnreadable: {
    id: 'errors.backups.archiveUnreadable',
    defaultMessage: '{file} is not a readable backup archive ({reason}).',
  },
  archiveNotRefocus: {
    id: 'errors.backups.archiveNotRefocus',
    defaultMessage: '{file} has no {entry}: it is not a Refocus backup.',
  },
  archiveChecksumsDamaged: {
    id: 'errors.backups.archiveChecksumsDamaged',
    defaultMessage: '{entry} does not match the manifest: the archive is damaged.',
  },
  archiveEntryDamaged: {
    id: 'errors.backups.archiveEntryDamaged',
    defaultMessage: '{entry} is missing or damaged in the archive.',
  },
  archiveEntryUnlisted: {
    id: 'errors.backups.archiveEntryUnlisted',
    defaultMessage: '{entry} is in the archive but not in its checksums.',
  },
  archiveLacksTable: {
    id: 'errors.backups.archiveLacksTable',
    defaultMessage: 'The archive lacks table {table}.',
  },
  archiveEntryNotJson: {
    id: 'errors.backups.archiveEntryNotJson',
    defaultMessage: '{entry} is not JSON.',
  },
  archiveFormatNewer: {
    id: 'errors.backups.archiveFormatNewer',
    defaultMessage: "The archive's format {format} is newer than this build reads ({known}): upgrade first.",
  },
  archiveEntryInvalid: {
    id: 'errors.backups.archiveEntryInvalid',
    defaultMessage: '{entry} is not valid: {detail}',
  },
  archiveLineUnreadable: {
    id: 'errors.backups.archiveLineUnreadable',
    defaultMessage: '{entry} has a line it cannot read: {line}',
  },
  archiveEntryChanged: {
    id: 'errors.backups.archiveEntryChanged',
    defaultMessage: '{entry} changed since the archive was checked.',
  },
  archiveUnknownMigration: {
    id: 'errors.backups.archiveUnknownMigration',
    defaultMessage:
      'The archive was made by a newer or different Refocus: this build does not know its migration {migration}. Restore it with that version or a later one.',
  },
});
