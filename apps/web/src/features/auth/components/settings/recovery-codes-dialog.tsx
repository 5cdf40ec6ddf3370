import { defineMessages } from '@refocus/i18n';
import { useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Modal } from '../../../../components/modal';
import { saveBlobAs } from '../../../../lib/save-file';

/** The file Download saves, and the title of the printed page. */
const FILE_NAME = 'refocus-recovery-codes.txt';

const m = defineMessages({
  fileExplain: {
    id: 'account.recoveryCodes.fileExplain',
    defaultMessage: 'Each code signs you in once when you do not have your phone. Keep them somewhere safe.',
  },
  copied: {
    id: 'account.recoveryCodes.copied',
    defaultMessage: 'Copied. Paste them into your password manager or a note.',
  },
  copyFailed: {
    id: 'account.recoveryCodes.copyFailed',
    defaultMessage: 'Copying is not possible here: download or print them instead.',
  },
  listLabel: { id: 'account.recoveryCodes.listLabel', defaultMessage: 'Recovery codes' },
});

/** The codes as a text file or a printout: what they are for, then one code a line. */
function recoveryCodesText(intl: IntlShape, codes: readonly string[], shop: string): string {
  return [
    intl.formatMessage(
      {
        id: 'account.recoveryCodes.fileTitle',
        defaultMessage: 'Recovery codes for two-step sign-in at {shop}.',
      },
      { shop },
    ),
    intl.formatMessage(m.fileExplain),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Prints the codes alone, from a frame of their own: the page behind the dialog stays out of it. */
function printCodes(text: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;inset-inline-start:-10000px;width:1px;height:1px;border:0';
  document.body.append(frame);
  const page = frame.contentDocument;
  const view = frame.contentWindow;
  if (!page || !view) {
    frame.remove();
    return;
  }
  page.title = FILE_NAME;
  const pre = page.createElement('pre');
  pre.style.cssText = 'font:14pt/1.6 ui-monospace,monospace;white-space:pre-wrap';
  pre.textContent = text;
  page.body.append(pre);
  view.addEventListener('afterprint', () => frame.remove(), { once: true });
  view.focus();
  view.print();
}

interface RecoveryCodesDialogProps {
  codes: readonly string[];
  /** "I have saved them": the only way the dialog closes, as the codes are not shown again. */
  onSaved: () => void;
}

/**
 * The ten recovery codes right after two-step sign-in is turned on (issue 42, item 1): a grid
 * of whole codes in a monospace font, with Copy, Download (.txt) and Print, closed only by
 * "I have saved them".
 */
export function RecoveryCodesDialog({ codes, onSaved }: RecoveryCodesDialogProps) {
  const titleId = useId();
  const intl = useIntl();
  const [said, setSaid] = useState('');
  const text = recoveryCodesText(intl, codes, window.location.host || 'Refocus');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(intl.formatMessage(m.copied));
    } catch {
      setSaid(intl.formatMessage(m.copyFailed));
    }
  };
  const download = () => {
    saveBlobAs(new Blob([text], { type: 'text/plain;charset=utf-8' }), FILE_NAME);
    setSaid(
      intl.formatMessage(
        { id: 'account.recoveryCodes.downloaded', defaultMessage: 'Downloaded as {file}.' },
        { file: FILE_NAME },
      ),
    );
  };

  return (
    <Modal open onClose={onSaved} labelledBy={titleId} dismissible={false}>
      <h2 id={titleId} className="text-lg font-bold">
        <FormattedMessage id="account.recoveryCodes.title" defaultMessage="Save your recovery codes" />
      </h2>
      <p className="mt-2 text-sm text-base-content/80">
        <FormattedMessage
          id="account.recoveryCodes.explain"
          defaultMessage="If you lose your phone, each code signs you in once instead of a code from your app. This is the only time they are shown: keep them somewhere safe, like a password manager."
        />
      </p>
      <ul
        aria-label={intl.formatMessage(m.listLabel)}
        className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-2 font-mono text-sm"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-field border border-base-300 bg-base-200 px-2 py-1.5 text-center whitespace-nowrap select-all"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy()}>
          <FormattedMessage id="account.recoveryCodes.copy" defaultMessage="Copy" />
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={download}>
          <FormattedMessage id="account.recoveryCodes.download" defaultMessage="Download (.txt)" />
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => printCodes(text)}>
          <FormattedMessage id="account.recoveryCodes.print" defaultMessage="Print" />
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-base-content/80">
        {said}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" onClick={onSaved}>
          <FormattedMessage id="account.recoveryCodes.saved" defaultMessage="I have saved them" />
        </button>
      </div>
    </Modal>
  );
}
