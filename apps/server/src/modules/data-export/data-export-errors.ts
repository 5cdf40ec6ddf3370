import { defineMessages } from '@formatjs/intl';

/** The data-export module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const dataExportErrors = defineMessages({
  downloadLinkValidAccount: {
    id: 'errors.dataExport.downloadLinkValidAccount',
    defaultMessage:
      'This download link is not valid for your account. Sign in as the person it was sent to, or ask for a new one in Account Settings.',
  },
  downloadLinkExpiredLinks: {
    id: 'errors.dataExport.downloadLinkExpiredLinks',
    defaultMessage:
      'This download link has expired: links work for 24 hours. Ask for a new one in Account Settings.',
  },
  archiveLongerKeptAsk: {
    id: 'errors.dataExport.archiveLongerKeptAsk',
    defaultMessage: 'This archive is no longer kept. Ask for a new one in Account Settings.',
  },
  oncePerHour: {
    id: 'errors.dataExport.oncePerHour',
    defaultMessage: 'You can ask for your data once an hour. Try again in {minutes} minutes.',
  },
});
