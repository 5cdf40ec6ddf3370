import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { useAuth } from '../../../lib/use-auth';
import { requestDataExport } from '../api/data-export';

type Step = { kind: 'idle' } | { kind: 'busy' } | { kind: 'asked' } | { kind: 'failed'; message: string };

/**
 * Account Settings → "Download my data" (issue 46 item 6): asks for the archive; the server
 * prepares it in the background and e-mails a link, so the answer here is only "on its way".
 */
export function DataExportSection() {
  const { user } = useAuth();
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const ask = async () => {
    setStep({ kind: 'busy' });
    try {
      await requestDataExport();
      setStep({ kind: 'asked' });
    } catch (failure) {
      setStep({
        kind: 'failed',
        message:
          failure instanceof Error
            ? failure.message
            : intl.formatMessage({
                id: 'dataExport.section.failed',
                defaultMessage: 'Could not ask for your data.',
              }),
      });
    }
  };

  return (
    <section aria-labelledby="data-export-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="data-export-heading" className="card-title">
          <FormattedMessage id="dataExport.section.title" defaultMessage="Download my data" />
        </h2>
        <p className="text-sm text-base-content/80">
          <FormattedMessage
            id="dataExport.section.explain"
            defaultMessage="A ZIP file with your profile, listings and their photos, orders, conversations, reviews, saved cameras and searches, and notification settings, as JSON with a README."
          />
        </p>
        {user && !user.emailVerified ? (
          <p role="note" className="text-sm">
            <FormattedMessage
              id="dataExport.section.confirmFirst"
              defaultMessage="Confirm your e-mail address first: the link to your data is e-mailed to <b>{email}</b>."
              values={{ email: user.email, b: (chunks) => <span className="font-medium">{chunks}</span> }}
            />
          </p>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <BusyButton
              busy={step.kind === 'busy'}
              disabled={step.kind === 'asked'}
              className="btn btn-outline"
              onClick={() => void ask()}
            >
              <FormattedMessage id="dataExport.section.button" defaultMessage="Download my data" />
            </BusyButton>
            <div role="status" className="text-sm">
              {step.kind === 'asked' && (
                <FormattedMessage
                  id="dataExport.section.asked"
                  defaultMessage="We'll e-mail you a link when it's ready. The link works for 24 hours, signed in as you."
                />
              )}
            </div>
            {step.kind === 'failed' && (
              <p role="alert" className="text-sm text-error">
                {step.message}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
