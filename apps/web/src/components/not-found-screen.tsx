import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { CameraIcon } from './icons';

interface NotFoundScreenProps {
  /** The small label above the title, e.g. the HTTP status. */
  code?: string;
  title?: string;
  message?: string;
  /** A way forward besides going home, e.g. "Become a seller". */
  children?: ReactNode;
}

/**
 * Spec §2: shown for unknown routes and route errors, with a way back home; with another code
 * and text, for a page the visitor may not open (403).
 */
export function NotFoundScreen(props: NotFoundScreenProps) {
  const intl = useIntl();
  const { code = '404', children } = props;
  const title =
    props.title ?? intl.formatMessage({ id: 'components.notFound.title', defaultMessage: 'Page not found' });
  const message =
    props.message ??
    intl.formatMessage({
      id: 'components.notFound.message',
      defaultMessage: 'This page is out of focus: it does not exist or has moved.',
    });
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="mb-6 grid size-20 place-items-center rounded-full bg-primary/10 text-brand">
        <CameraIcon className="size-10" />
      </div>
      <p className="font-mono text-sm font-semibold text-brand">{code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base-content/75">{message}</p>
      {children}
      <Link to="/" className="btn btn-primary mt-8">
        {intl.formatMessage({ id: 'components.notFound.home', defaultMessage: 'Back to Home Screen' })}
      </Link>
    </section>
  );
}
