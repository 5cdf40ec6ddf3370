import { AccountSettingsScreen } from '../../features/auth/routes/account-settings-route';
import { DataExportSection } from '../../features/data-export/components/data-export-section';
import { NotificationPreferencesSection } from '../../features/notifications/components/notification-preferences-section';

/**
 * `/dashboard/settings`: the account's own settings with the notifications feature's e-mail
 * choices and the data-export feature's "Download my data".
 */
export default function AccountSettingsRoute() {
  return (
    <AccountSettingsScreen
      sections={
        <>
          <NotificationPreferencesSection />
          <DataExportSection />
        </>
      }
    />
  );
}
