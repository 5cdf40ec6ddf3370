import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { saveUrlAs } from '../../../lib/save-file';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadDataExport } from '../api/data-export';

type State =
  | { step: 'working' }
  | { step: 'ready'; url: string; filename: string }
  | { step: 'problem'; title: string; reason: string };

const problemOf = (error: unknown): Extract<State, { step: 'problem' }> =>
  error instanceof ApiError && error.code === 'auth/expired-action-code'
    ? { step: 'problem', title: 'This link has expired', reason: 'Links to your data work for 24 hours.' }
    : {
        step: 'problem',
        title: 'This link is not valid',
        reason:
          error instanceof ApiError && error.status === 404
            ? 'It was sent to another account, was not copied whole, or the archive is no longer kept.'
            : 'The download could not start. Try the link again in a moment.',
      };

/**
 * `/dashboard/data-export?token=…`, the e-mailed link (issue 46 item 6): behind the sign-in
 * wall, since the server gives the archive only to the person signed in that it was made for.
 * The file needs the access token, so it comes as a blob and is saved from there.
 */
export default function DataExportRoute() {
  usePageTitle('Download my data');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    downloadDataExport(token)
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        const filename = 'my-data.zip';
        saveUrlAs(url, filename);
        setState({ step: 'ready', url, filename });
      })
      .catch((error: unknown) => setState(problemOf(error)));
  }, [token]);
  useEffect(() => () => (state.step === 'ready' ? URL.revokeObjectURL(state.url) : undefined), [state]);

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">
        {state.step === 'problem' ? state.title : 'Download my data'}
      </h1>
      {state.step === 'working' && (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner" aria-hidden="true" />
          Preparing your download…
        </p>
      )}
      {state.step === 'ready' && (
        <>
          <p role="status">Your download has started. The README inside says what each file is.</p>
          <div>
            <a href={state.url} download={state.filename} className="btn btn-primary">
              Save the file again
            </a>
          </div>
        </>
      )}
      {state.step === 'problem' && (
        <>
          <p>{state.reason}</p>
          <div>
            <Link to="/dashboard/settings" className="btn btn-primary">
              Ask for a new link in Account Settings
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
