import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { mfaStatusQuery } from '../api/account';

/**
 * Admins can delete people and withdraw listings: their accounts are asked to turn on
 * two-step sign-in (ASVS 6.3.3), on every dashboard page until they do.
 */
export function TwoStepPrompt() {
  const { role } = useAuth();
  const status = useQuery({ ...mfaStatusQuery(), enabled: role === 'admin' });
  if (role !== 'admin' || !status.data || status.data.enabled) return null;
  return (
    <div role="status" className="alert alert-warning mb-6">
      <span>
        <FormattedMessage
          id="auth.twoStepPrompt.text"
          defaultMessage="Admin accounts should use two-step sign-in."
        />
      </span>
      <Link to="/dashboard/settings" className="btn btn-sm">
        <FormattedMessage id="auth.twoStepPrompt.turnOn" defaultMessage="Turn it on" />
      </Link>
    </div>
  );
}
