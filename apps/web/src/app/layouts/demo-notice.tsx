import { useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../lib/shop';

/** A strip above the navigation while the shop runs on demo data, so nobody mistakes it for a real one. */
export function DemoNotice() {
  const { data } = useQuery(shopQuery());
  if (!data?.demo) return null;
  return (
    <aside aria-label="Demo shop" className="bg-warning px-4 py-1 text-center text-sm text-warning-content">
      This is a demo shop: its accounts and listings are examples, and anyone may sign in with them.
    </aside>
  );
}
