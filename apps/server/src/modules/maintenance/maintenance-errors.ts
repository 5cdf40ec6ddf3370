import { defineMessages } from '@formatjs/intl';

/** The maintenance module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const maintenanceErrors = defineMessages({
  shopBeingRestoredFrom: {
    id: 'errors.maintenance.shopBeingRestoredFrom',
    defaultMessage: 'The shop is being restored from a backup. Try again in a minute.',
  },
  shopAlreadyMaintenance: {
    id: 'errors.maintenance.shopAlreadyMaintenance',
    defaultMessage: 'The shop is already in maintenance.',
  },
});
