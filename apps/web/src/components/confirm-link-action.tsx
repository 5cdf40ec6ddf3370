import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

interface ConfirmLinkActionProps<T, R> {
  title: string;
  /** The link's fields as its schema read them from the URL, or null when the link is incomplete. */
  link: T | null;
  /** The POST the button sends. */
  act: (link: T) => Promise<R>;
  incomplete: ReactNode;
  question: (link: T) => ReactNode;
  done: (answer: R, link: T) => ReactNode;
  button: string;
}

/**
 * The page an e-mail's action link opens (unsubscribe, pause an alert). It asks before it acts,
 * because mail scanners open links: the GET changes nothing, the button's POST does.
 */
export function ConfirmLinkAction<T, R>({
  title,
  link,
  act,
  incomplete,
  question,
  done,
  button,
}: ConfirmLinkActionProps<T, R>) {
  usePageTitle(title);
  const action = useMutation({ mutationFn: act });
  return (
    <div className="mx-auto max-w-xl py-12">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{title}</h1>
      {link === null ? (
        <p role="alert">{incomplete}</p>
      ) : action.isSuccess ? (
        <p role="status">{done(action.data, link)}</p>
      ) : (
        <>
          <p className="mb-4">{question(link)}</p>
          {action.isError && (
            <p role="alert" className="mb-4 text-danger">
              {action.error.message}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={action.isPending}
            onClick={() => action.mutate(link)}
          >
            {button}
          </button>
        </>
      )}
    </div>
  );
}
