import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../lib/use-page-title';
import { DeleteAccountSection } from '../components/settings/delete-account-section';
import { EmailSection } from '../components/settings/email-section';
import { GoogleSection } from '../components/settings/google-section';
import { LanguageSection } from '../components/settings/language-section';
import { PasswordSection } from '../components/settings/password-section';
import { ProfileSection } from '../components/settings/profile-section';
import { SessionsSection } from '../components/settings/sessions-section';
import { TwoStepSection } from '../components/settings/two-step-section';
import { useRecentLogin } from '../components/settings/use-recent-login';

/**
 * `/dashboard/settings`, for every role: profile, password, sessions, two-step sign-in, Google,
 * delete, and the account's language. Other features' settings (e-mail notifications) come in as `sections`, placed
 * before the account's deletion.
 */
export function AccountSettingsScreen({ sections }: { sections?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.settings.title', defaultMessage: 'Account Settings' });
  usePageTitle(title);
  const queryClient = useQueryClient();
  const { sensitive, dialog } = useRecentLogin();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <ProfileSection />
      <LanguageSection />
      <EmailSection sensitive={sensitive} />
      <PasswordSection
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] })}
      />
      <TwoStepSection sensitive={sensitive} />
      <SessionsSection />
      <GoogleSection sensitive={sensitive} />
      {sections}
      <DeleteAccountSection sensitive={sensitive} />
      {dialog}
    </div>
  );
}
