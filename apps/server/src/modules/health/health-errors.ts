import { defineMessages } from '@formatjs/intl';

/** The health module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const healthErrors = defineMessages({
  shuttingDown: {
    id: 'errors.health.shuttingDown',
    defaultMessage: 'shutting down',
  },
  databaseDoesAnswer: {
    id: 'errors.health.databaseDoesAnswer',
    defaultMessage: 'database does not answer',
  },
  photoStorageDoesAnswer: {
    id: 'errors.health.photoStorageDoesAnswer',
    defaultMessage: 'photo storage does not answer',
  },
});
