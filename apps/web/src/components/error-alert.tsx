interface ErrorAlertProps {
  message: string;
  onRetry?: () => void;
}

/**
 * A failed load, with a retry button when one makes sense. The client's own failures in the
 * message ("The server could not be reached…") are said in the page's language.
 */
export function ErrorAlert({ message, onRetry }: ErrorAlertProps) {
  const intl = useIntl();
  return (
    <div role="alert" className="alert alert-error alert-soft border-error/40 text-base-content">
      <span>{translateClientErrors(message, intl)}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'components.errorAlert.retry', defaultMessage: 'Try again' })}
        </button>
      )}
    </div>
  );
}

import { useIntl } from 'react-intl';
import { translateClientErrors } from '../lib/i18n/error-text';
