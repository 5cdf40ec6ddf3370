import type {
  AuditAction,
  AuditTargetKind,
  CaseState,
  ReportReason,
  ReportTargetKind,
} from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { type MessageDescriptor, useIntl } from 'react-intl';

/**
 * An ISO time as "Nov 26, 2026, 1:05 AM" in the page's language, or as given when it is not
 * one. English without a provider: the case context is also drawn on its own in a test.
 */
export function useWhen(): (iso: string) => string {
  const intl = useIntl();
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
  };
}

export const KIND_LABELS: Record<ReportTargetKind, MessageDescriptor> = defineMessages({
  listing: { id: 'admin.kind.listing', defaultMessage: 'Listing' },
  message: { id: 'admin.kind.message', defaultMessage: 'Message' },
  user: { id: 'admin.kind.user', defaultMessage: 'Person' },
});

const TOOL_LABELS = defineMessages({
  'site-page': { id: 'admin.target.sitePage', defaultMessage: 'Page' },
  job: { id: 'admin.target.job', defaultMessage: 'Job' },
  backup: { id: 'admin.target.backup', defaultMessage: 'Backup' },
  brand: { id: 'admin.target.brand', defaultMessage: 'Brand' },
  model: { id: 'admin.target.model', defaultMessage: 'Model' },
  shop: { id: 'admin.target.shop', defaultMessage: 'Shop' },
});

/** What an audit entry names: the reported kinds, and the admin's own tools. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetKind, MessageDescriptor> = {
  ...KIND_LABELS,
  ...TOOL_LABELS,
};

export const STATE_LABELS: Record<CaseState, MessageDescriptor> = defineMessages({
  open: { id: 'admin.state.open', defaultMessage: 'Open' },
  dismissed: { id: 'admin.state.dismissed', defaultMessage: 'Dismissed' },
  actioned: { id: 'admin.state.actioned', defaultMessage: 'Actioned' },
});

/** The reasons a report gives, as the moderation queue and a case show them. */
export const REASON_LABELS: Record<ReportReason, MessageDescriptor> = defineMessages({
  spam: { id: 'admin.reason.spam', defaultMessage: 'Spam' },
  fake: { id: 'admin.reason.fake', defaultMessage: 'Fake or scam' },
  prohibited: { id: 'admin.reason.prohibited', defaultMessage: 'Prohibited item' },
  offensive: { id: 'admin.reason.offensive', defaultMessage: 'Offensive' },
  other: { id: 'admin.reason.other', defaultMessage: 'Other' },
});

export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = defineMessages({
  dismiss: { id: 'admin.action.dismiss', defaultMessage: 'Dismissed' },
  'hide-listing': { id: 'admin.action.hideListing', defaultMessage: 'Hid the listing from the shop' },
  'remove-message': { id: 'admin.action.removeMessage', defaultMessage: 'Removed the message' },
  'disable-user': { id: 'admin.action.disableUser', defaultMessage: 'Disabled the account' },
  'enable-user': { id: 'admin.action.enableUser', defaultMessage: 'Enabled the account' },
  'delete-user': { id: 'admin.action.deleteUser', defaultMessage: 'Deleted the account' },
  'reopen-case': { id: 'admin.action.reopenCase', defaultMessage: 'Reopened the case, undoing its decision' },
  'edit-site-page': { id: 'admin.action.editSitePage', defaultMessage: 'Edited the page' },
  'retry-job': { id: 'admin.action.retryJob', defaultMessage: 'Retried the job' },
  'discard-job': { id: 'admin.action.discardJob', defaultMessage: 'Discarded the job' },
  'start-backup': { id: 'admin.action.startBackup', defaultMessage: 'Started a backup' },
  'download-backup': { id: 'admin.action.downloadBackup', defaultMessage: 'Downloaded the backup' },
  'delete-backup': { id: 'admin.action.deleteBackup', defaultMessage: 'Deleted the backup' },
  'restore-backup': { id: 'admin.action.restoreBackup', defaultMessage: 'Restored the shop from the backup' },
  'add-brand': { id: 'admin.action.addBrand', defaultMessage: 'Added the brand' },
  'edit-brand': { id: 'admin.action.editBrand', defaultMessage: 'Changed the brand' },
  'add-model': { id: 'admin.action.addModel', defaultMessage: 'Added the model' },
  'merge-model': { id: 'admin.action.mergeModel', defaultMessage: 'Merged the model into another' },
  'set-shop-language': { id: 'admin.action.setShopLanguage', defaultMessage: 'Set the shop’s language' },
});
