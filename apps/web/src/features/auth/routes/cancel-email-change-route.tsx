import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { cancelEmailChange } from '../api/account-mail';
import { ActionLinkProblem, actionLinkProblemOf } from '../components/action-link-problem';
import { AuthCard } from '../components/auth-card';

type State = { step: 'cancelling' } | { step: 'done' } | { step: 'problem'; problem: 'expired' | 'invalid' };

/**
 * `/cancel-email-change?code=…` (the link mailed to the account's address when a change of
 * address is asked for, issue 41): stops the change, once, signed in or not.
 */
export default function CancelEmailChangeRoute() {
  usePageTitle('Cancel the change of address');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>(
    code ? { step: 'cancelling' } : { step: 'problem', problem: 'invalid' },
  );
  // The code works once: a second run of the effect (React's development double run) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    cancelEmailChange(code)
      .then(() => setState({ step: 'done' }))
      .catch((error: unknown) =>
        setState({ step: 'problem', problem: actionLinkProblemOf(error) ?? 'invalid' }),
      );
  }, [code]);

  if (state.step === 'problem') {
    return <ActionLinkProblem problem={state.problem} purpose="cancel-email-change" />;
  }
  const footer = (
    <Link to="/" className="link font-medium text-brand">
      Go to the shop
    </Link>
  );
  if (state.step === 'cancelling') {
    return (
      <AuthCard title="Cancelling the change…" footer={footer}>
        <span className="loading loading-spinner mx-auto" aria-hidden="true" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Change cancelled" footer={footer}>
      <p className="text-center text-base-content/80">
        Your account keeps this e-mail address. If you did not ask for the change, someone else knows your
        password or is signed in: choose a new password now.
      </p>
      <Link to="/forgot-password" className="btn btn-primary w-full">
        Choose a new password
      </Link>
    </AuthCard>
  );
}
