import type { ModerationAction } from '@refocus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { TableSkeleton } from '../../../components/table-skeleton';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { decideCase, reopenCase, reportCaseQuery } from '../api/moderation';
import { ACTION_LABELS, REASON_LABELS, STATE_LABELS, useWhen } from '../moderation-labels';
import { CaseActions } from './case-actions';
import { CaseContext } from './case-context';
import { CaseReopen } from './case-reopen';

/** One report case (issue 15 item 4): who reported what and why, the thing in context, and the decision. */
export function ReportCasePage({ id }: { id: string }) {
  const intl = useIntl();
  const when = useWhen();
  const queryClient = useQueryClient();
  const { data: reportCase, error, refetch } = useQuery(reportCaseQuery(id));
  usePageTitle(
    reportCase
      ? intl.formatMessage(
          { id: 'admin.case.pageTitle', defaultMessage: 'Report: {name}' },
          { name: reportCase.targetLabel },
        )
      : intl.formatMessage({ id: 'admin.case.pageTitleLoading', defaultMessage: 'Report' }),
  );
  const decide = useMutation({
    mutationFn: (input: {
      action: ModerationAction;
      notes: { noteToReporter?: string; noteToReported?: string };
    }) => decideCase(id, { action: input.action, ...input.notes }),
    onSuccess: (decided) => {
      queryClient.setQueryData(reportCaseQuery(id).queryKey, decided);
      toast.success(
        decided.decision
          ? intl.formatMessage(
              { id: 'admin.case.decidedToast', defaultMessage: '{action}.' },
              { action: intl.formatMessage(ACTION_LABELS[decided.decision]) },
            )
          : intl.formatMessage({ id: 'admin.case.decidedPlainToast', defaultMessage: 'Decided.' }),
      );
      void queryClient.invalidateQueries({ queryKey: ['report-cases'] });
      void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const reopen = useMutation({
    mutationFn: (note: string | undefined) => reopenCase(id, note ? { note } : {}),
    onSuccess: (reopened) => {
      queryClient.setQueryData(reportCaseQuery(id).queryKey, reopened);
      toast.success(
        intl.formatMessage({
          id: 'admin.case.reopenedToast',
          defaultMessage: 'Case reopened; the decision is undone.',
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['report-cases'] });
      void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
    },
    onError: (e: Error) => toast.error(e.message),
  });

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to="/dashboard/reports" className="link text-sm">
        <FormattedMessage id="admin.case.back" defaultMessage="Back to the reports" />
      </Link>
      {!reportCase ? (
        error ? (
          <ErrorAlert
            message={intl.formatMessage(
              { id: 'admin.case.loadFailed', defaultMessage: 'Could not load this case: {error}' },
              { error: error.message },
            )}
            onRetry={() => void refetch()}
          />
        ) : (
          <TableSkeleton rows={3} />
        )
      ) : (
        <>
          <header>
            <p className="text-sm uppercase text-base-content/75">
              <FormattedMessage
                id="admin.case.kindReported"
                defaultMessage="{kind, select, listing {Listing reported} message {Message reported} other {Person reported}}"
                values={{ kind: reportCase.kind }}
              />
            </p>
            <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
              {reportCase.targetLabel}
            </h1>
            <p className="mt-1">
              <span className={`badge ${reportCase.state === 'open' ? 'badge-warning' : 'badge-ghost'}`}>
                {intl.formatMessage(STATE_LABELS[reportCase.state])}
              </span>
              {reportCase.decision && reportCase.decidedAt && (
                <span className="ms-2 text-sm text-base-content/75">
                  <FormattedMessage
                    id="admin.case.decidedOn"
                    defaultMessage="{action} on {date}"
                    values={{
                      action: intl.formatMessage(ACTION_LABELS[reportCase.decision]),
                      date: when(reportCase.decidedAt),
                    }}
                  />
                </span>
              )}
            </p>
          </header>
          <section aria-labelledby="case-context-heading">
            <h2 id="case-context-heading" className="mb-2 text-xl font-semibold">
              <FormattedMessage id="admin.case.whatWasReported" defaultMessage="What was reported" />
            </h2>
            <CaseContext context={reportCase.context} />
          </section>
          <section aria-labelledby="case-reports-heading">
            <h2 id="case-reports-heading" className="mb-2 text-xl font-semibold">
              <FormattedMessage
                id="admin.case.reportCount"
                defaultMessage="{count, plural, one {# report} other {# reports}}"
                values={{ count: reportCase.reportCount }}
              />
            </h2>
            <ul className="flex flex-col gap-2">
              {reportCase.reports.map((r) => (
                <li key={r.id} className="rounded-box border border-base-300 p-3">
                  <p className="text-sm">
                    <FormattedMessage
                      id="admin.case.reportLine"
                      defaultMessage="<name>{reporter}</name>: {reason} <time>{date}</time>"
                      values={{
                        reporter: r.reporterName,
                        reason: intl.formatMessage(REASON_LABELS[r.reason]),
                        date: when(r.createdAt),
                        name: (chunks) => <span className="font-semibold">{chunks}</span>,
                        time: (chunks) => (
                          <time dateTime={r.createdAt} className="text-base-content/75">
                            {chunks}
                          </time>
                        ),
                      }}
                    />
                  </p>
                  {r.text && <p className="mt-1 whitespace-pre-wrap break-words">{r.text}</p>}
                </li>
              ))}
            </ul>
          </section>
          {reportCase.state === 'open' && (
            <section aria-labelledby="case-decision-heading">
              <h2 id="case-decision-heading" className="mb-2 text-xl font-semibold">
                <FormattedMessage id="admin.case.decision" defaultMessage="Decision" />
              </h2>
              <CaseActions
                reportCase={reportCase}
                onDecide={(action, notes) => decide.mutateAsync({ action, notes })}
              />
            </section>
          )}
          {reportCase.state !== 'open' && reportCase.decision && (
            <section aria-labelledby="case-reopen-heading">
              <h2 id="case-reopen-heading" className="mb-2 text-xl font-semibold">
                <FormattedMessage id="admin.case.undoDecision" defaultMessage="Undo the decision" />
              </h2>
              <CaseReopen decision={reportCase.decision} onReopen={(note) => reopen.mutateAsync(note)} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
