interface ErrorAlertProps {
  message: string;
  onRetry?: () => void;
}

/** A failed load, with a retry button when one makes sense. */
export function ErrorAlert({ message, onRetry }: ErrorAlertProps) {
  const intl = useIntl();
  return (
    <div role="alert" className="alert alert-error alert-soft border-error/40 text-base-content">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'components.errorAlert.retry', defaultMessage: 'Try again' })}
        </button>
      )}
    </div>
  );
}

import { useIntl } from 'react-intl';
