import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyEmail } from '../api/account-mail';
import { ActionLinkProblem, actionLinkProblemOf } from '../components/action-link-problem';
import { AuthCard } from '../components/auth-card';

type State =
  | { step: 'checking' }
  | { step: 'done'; email: string; before: boolean }
  | { step: 'problem'; problem: 'expired' | 'invalid' };

/** `/verify-email?code=…` (the e-mailed link): confirms the address, once; again, it says so. */
export default function VerifyEmailRoute() {
  usePageTitle('Confirm your e-mail address');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { reloadUser } = useAuth();
  const [state, setState] = useState<State>(
    code ? { step: 'checking' } : { step: 'problem', problem: 'invalid' },
  );
  // The code works once: a second run of the effect (React's development double run) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    verifyEmail(code)
      .then(async ({ email, alreadyConfirmed }) => {
        setState({ step: 'done', email, before: alreadyConfirmed === true });
        await reloadUser().catch(() => undefined);
      })
      .catch((error: unknown) =>
        setState({ step: 'problem', problem: actionLinkProblemOf(error) ?? 'invalid' }),
      );
  }, [code, reloadUser]);

  if (state.step === 'problem') return <ActionLinkProblem problem={state.problem} purpose="verify-email" />;
  const footer = (
    <Link to="/" className="link font-medium text-brand">
      Go to the shop
    </Link>
  );
  if (state.step === 'checking') {
    return (
      <AuthCard title="Confirming your address…" footer={footer}>
        <span className="loading loading-spinner mx-auto" aria-hidden="true" />
      </AuthCard>
    );
  }
  if (state.before) {
    // The link was followed before (a second click, or a mail scanner's): nothing is wrong.
    return (
      <AuthCard title="Already confirmed" footer={footer}>
        <p className="text-center text-base-content/80">
          <span className="font-medium">{state.email}</span> is confirmed already: there is nothing more to
          do.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Address confirmed" footer={footer}>
      <p className="text-center text-base-content/80">
        Thank you: <span className="font-medium">{state.email}</span> is confirmed. You can now list and book
        cameras.
      </p>
    </AuthCard>
  );
}
