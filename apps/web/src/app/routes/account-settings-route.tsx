import { AccountSettingsScreen } from '../../features/auth/routes/account-settings-route';
import { NotificationPreferencesSection } from '../../features/notifications/components/notification-preferences-section';

/** `/dashboard/settings`: the account's own settings with the notifications feature's e-mail choices. */
export default function AccountSettingsRoute() {
  return <AccountSettingsScreen sections={<NotificationPreferencesSection />} />;
}
