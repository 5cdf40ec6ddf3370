import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { shopQuery } from '../../lib/shop';

/** A strip above the navigation while the shop runs on demo data, so nobody mistakes it for a real one. */
export function DemoNotice() {
  const { data } = useQuery(shopQuery());
  const intl = useIntl();
  if (!data?.demo) return null;
  return (
    <aside
      aria-label={intl.formatMessage({ id: 'app.demoNotice.label', defaultMessage: 'Demo shop' })}
      className="bg-warning px-4 py-1 text-center text-sm text-warning-content"
    >
      <FormattedMessage
        id="app.demoNotice.text"
        defaultMessage="This is a demo shop: its accounts and listings are examples, and anyone may sign in with them."
      />
    </aside>
  );
}
