import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CONVERSATIONS_KEY } from '../features/conversations/api/conversations';
import { NOTIFICATIONS_KEY } from '../features/notifications/api/notifications';
import { OFFERS_KEY } from '../features/offers/api/offers';
import { followLiveEvents } from '../lib/live-events';
import { useAuth } from '../lib/use-auth';

/**
 * While someone is signed in, follows their live events and refreshes what they change: a
 * booking's move reloads the Bookings and My Orders lists (their queries start with
 * `orders`); a new message reloads the conversations, the open thread and the unread count
 * (their queries start with `conversations`); an offer's move reloads both offer lists and the
 * listing's viewer. Signing out (or another user signing in) ends the stream.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const uid = user?.uid;

  useEffect(() => {
    if (!uid) return;
    const refreshOrders = () => void queryClient.invalidateQueries({ queryKey: ['orders'] });
    const refreshConversations = () => void queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_KEY] });
    // Bookings and messages are what most notifications are about: the bell follows them.
    const refreshNotifications = () => void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
    const refreshOffers = () => void queryClient.invalidateQueries({ queryKey: [OFFERS_KEY] });
    return followLiveEvents({
      onEvent: (event) => {
        if (event.type === 'booking-changed') {
          refreshOrders();
          // A thread follows its booking: it may have become read-only.
          refreshConversations();
        }
        if (event.type === 'message-received') refreshConversations();
        if (event.type === 'offer-changed') {
          refreshOffers();
          // The listing's viewer ("your offer is waiting", "2 offers waiting") sits under `orders`,
          // with the booking an accepted offer became; the move wrote a line into the thread.
          refreshOrders();
          refreshConversations();
        }
        refreshNotifications();
      },
      onReconnect: () => {
        refreshOrders();
        refreshOffers();
        refreshConversations();
        refreshNotifications();
      },
    });
  }, [uid, queryClient]);
  return null;
}
