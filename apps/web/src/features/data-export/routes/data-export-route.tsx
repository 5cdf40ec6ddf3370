import { defineMessages } from '@refocus/i18n';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { saveUrlAs } from '../../../lib/save-file';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadDataExport } from '../api/data-export';

type State =
  | { step: 'working' }
  | { step: 'ready'; url: string; filename: string }
  | { step: 'problem'; title: MessageDescriptor; reason: MessageDescriptor };

const m = defineMessages({
  title: { id: 'dataExport.download.title', defaultMessage: 'Download my data' },
  expiredTitle: { id: 'dataExport.download.expiredTitle', defaultMessage: 'This link has expired' },
  expired: { id: 'dataExport.download.expired', defaultMessage: 'Links to your data work for 24 hours.' },
  invalidTitle: { id: 'dataExport.download.invalidTitle', defaultMessage: 'This link is not valid' },
  notFound: {
    id: 'dataExport.download.notFound',
    defaultMessage: 'It was sent to another account, was not copied whole, or the archive is no longer kept.',
  },
  failed: {
    id: 'dataExport.download.failed',
    defaultMessage: 'The download could not start. Try the link again in a moment.',
  },
});

const problemOf = (error: unknown): Extract<State, { step: 'problem' }> =>
  error instanceof ApiError && error.code === 'auth/expired-action-code'
    ? { step: 'problem', title: m.expiredTitle, reason: m.expired }
    : {
        step: 'problem',
        title: m.invalidTitle,
        reason: error instanceof ApiError && error.status === 404 ? m.notFound : m.failed,
      };

/**
 * `/dashboard/data-export?token=…`, the e-mailed link (issue 46 item 6): behind the sign-in
 * wall, since the server gives the archive only to the person signed in that it was made for.
 * The file needs the access token, so it comes as a blob and is saved from there.
 */
export default function DataExportRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
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
        {state.step === 'problem' ? intl.formatMessage(state.title) : intl.formatMessage(m.title)}
      </h1>
      {state.step === 'working' && (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner" aria-hidden="true" />
          <FormattedMessage id="dataExport.download.working" defaultMessage="Preparing your download…" />
        </p>
      )}
      {state.step === 'ready' && (
        <>
          <p role="status">
            <FormattedMessage
              id="dataExport.download.started"
              defaultMessage="Your download has started. The README inside says what each file is."
            />
          </p>
          <div>
            <a href={state.url} download={state.filename} className="btn btn-primary">
              <FormattedMessage id="dataExport.download.saveAgain" defaultMessage="Save the file again" />
            </a>
          </div>
        </>
      )}
      {state.step === 'problem' && (
        <>
          <p>{intl.formatMessage(state.reason)}</p>
          <div>
            <Link to="/dashboard/settings" className="btn btn-primary">
              <FormattedMessage
                id="dataExport.download.askAgain"
                defaultMessage="Ask for a new link in Account Settings"
              />
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
