import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/use-auth';
import { unreadQuery } from '../api/conversations';

/** Unread messages of the signed-in user, or 0; live events keep it fresh (app/live-updates). */
export function useUnreadCount(): number {
  const { user } = useAuth();
  const unread = useQuery({ ...unreadQuery(user?.uid ?? ''), enabled: user !== null });
  return user ? (unread.data?.unread ?? 0) : 0;
}
