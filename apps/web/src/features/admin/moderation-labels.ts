import type { AuditAction, AuditTargetKind, CaseState, ReportTargetKind } from '@refocus/contract';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as "Nov 26, 2026, 1:05 AM", or as given when it is not one. */
export const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

export const KIND_LABELS: Record<ReportTargetKind, string> = {
  listing: 'Listing',
  message: 'Message',
  user: 'Person',
};

/** What an audit entry names: the reported kinds, and the admin's own tools. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetKind, string> = {
  ...KIND_LABELS,
  'site-page': 'Page',
  job: 'Job',
  backup: 'Backup',
  brand: 'Brand',
  model: 'Model',
};

export const STATE_LABELS: Record<CaseState, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  dismiss: 'Dismissed',
  'hide-listing': 'Hid the listing from the shop',
  'remove-message': 'Removed the message',
  'disable-user': 'Disabled the account',
  'enable-user': 'Enabled the account',
  'delete-user': 'Deleted the account',
  'reopen-case': 'Reopened the case, undoing its decision',
  'edit-site-page': 'Edited the page',
  'retry-job': 'Retried the job',
  'discard-job': 'Discarded the job',
  'start-backup': 'Started a backup',
  'download-backup': 'Downloaded the backup',
  'delete-backup': 'Deleted the backup',
  'restore-backup': 'Restored the shop from the backup',
  'add-brand': 'Added the brand',
  'edit-brand': 'Changed the brand',
  'add-model': 'Added the model',
  'merge-model': 'Merged the model into another',
};
