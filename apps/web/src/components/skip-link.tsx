/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main"
      className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      {intl.formatMessage({ id: 'components.skipLink.text', defaultMessage: 'Skip to content' })}
    </a>
  );
}

import { useIntl } from 'react-intl';
