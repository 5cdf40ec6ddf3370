import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { actionLinkProblemOf } from './components/action-link-problem';

export type LinkCodeState<T> =
  | { step: 'working' }
  | { step: 'done'; answer: T }
  | { step: 'problem'; problem: 'expired' | 'invalid' };

/**
 * Spends the `?code=` of an e-mailed link once, as the page opens (confirming an address,
 * cancelling a change of address), and answers where that stands. The code works once: a
 * second run of the effect (React's development double run) must not spend it again.
 */
export function useLinkCode<T>(spend: (code: string) => Promise<T>): LinkCodeState<T> {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<LinkCodeState<T>>(
    code ? { step: 'working' } : { step: 'problem', problem: 'invalid' },
  );
  const sent = useRef(false);
  // The latest `spend`, without making the effect depend on a function made anew each render.
  const spendRef = useRef(spend);
  spendRef.current = spend;

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    spendRef
      .current(code)
      .then((answer) => setState({ step: 'done', answer }))
      .catch((error: unknown) =>
        setState({ step: 'problem', problem: actionLinkProblemOf(error) ?? 'invalid' }),
      );
  }, [code]);
  return state;
}
