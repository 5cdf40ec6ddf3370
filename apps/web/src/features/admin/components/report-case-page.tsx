import { type ModerationAction, REPORT_REASON_LABELS } from '@refocus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { TableSkeleton } from '../../../components/table-skeleton';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { decideCase, reopenCase, reportCaseQuery } from '../api/moderation';
import { ACTION_LABELS, KIND_LABELS, STATE_LABELS, when } from '../moderation-labels';
import { CaseActions } from './case-actions';
import { CaseContext } from './case-context';
import { CaseReopen } from './case-reopen';

/** One report case (issue 15 item 4): who reported what and why, the thing in context, and the decision. */
export function ReportCasePage({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const { data: reportCase, error, refetch } = useQuery(reportCaseQuery(id));
  usePageTitle(reportCase ? `Report: ${reportCase.targetLabel}` : 'Report');
  const decide = useMutation({
    mutationFn: (input: {
      action: ModerationAction;
      notes: { noteToReporter?: string; noteToReported?: string };
    }) => decideCase(id, { action: input.action, ...input.notes }),
    onSuccess: (decided) => {
      queryClient.setQueryData(reportCaseQuery(id).queryKey, decided);
      toast.success(decided.decision ? `${ACTION_LABELS[decided.decision]}.` : 'Decided.');
      void queryClient.invalidateQueries({ queryKey: ['report-cases'] });
      void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const reopen = useMutation({
    mutationFn: (note: string | undefined) => reopenCase(id, note ? { note } : {}),
    onSuccess: (reopened) => {
      queryClient.setQueryData(reportCaseQuery(id).queryKey, reopened);
      toast.success('Case reopened; the decision is undone.');
      void queryClient.invalidateQueries({ queryKey: ['report-cases'] });
      void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
    },
    onError: (e: Error) => toast.error(e.message),
  });

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to="/dashboard/reports" className="link text-sm">
        Back to the reports
      </Link>
      {!reportCase ? (
        error ? (
          <ErrorAlert message={`Could not load this case: ${error.message}`} onRetry={() => void refetch()} />
        ) : (
          <TableSkeleton rows={3} />
        )
      ) : (
        <>
          <header>
            <p className="text-sm uppercase text-base-content/75">{KIND_LABELS[reportCase.kind]} reported</p>
            <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
              {reportCase.targetLabel}
            </h1>
            <p className="mt-1">
              <span className={`badge ${reportCase.state === 'open' ? 'badge-warning' : 'badge-ghost'}`}>
                {STATE_LABELS[reportCase.state]}
              </span>
              {reportCase.decision && reportCase.decidedAt && (
                <span className="ms-2 text-sm text-base-content/75">
                  {ACTION_LABELS[reportCase.decision]} on {when(reportCase.decidedAt)}
                </span>
              )}
            </p>
          </header>
          <section aria-labelledby="case-context-heading">
            <h2 id="case-context-heading" className="mb-2 text-xl font-semibold">
              What was reported
            </h2>
            <CaseContext context={reportCase.context} />
          </section>
          <section aria-labelledby="case-reports-heading">
            <h2 id="case-reports-heading" className="mb-2 text-xl font-semibold">
              {reportCase.reportCount === 1 ? '1 report' : `${reportCase.reportCount} reports`}
            </h2>
            <ul className="flex flex-col gap-2">
              {reportCase.reports.map((r) => (
                <li key={r.id} className="rounded-box border border-base-300 p-3">
                  <p className="text-sm">
                    <span className="font-semibold">{r.reporterName}</span>: {REPORT_REASON_LABELS[r.reason]}{' '}
                    <time dateTime={r.createdAt} className="text-base-content/75">
                      {when(r.createdAt)}
                    </time>
                  </p>
                  {r.text && <p className="mt-1 whitespace-pre-wrap break-words">{r.text}</p>}
                </li>
              ))}
            </ul>
          </section>
          {reportCase.state === 'open' && (
            <section aria-labelledby="case-decision-heading">
              <h2 id="case-decision-heading" className="mb-2 text-xl font-semibold">
                Decision
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
                Undo the decision
              </h2>
              <CaseReopen decision={reportCase.decision} onReopen={(note) => reopen.mutateAsync(note)} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
