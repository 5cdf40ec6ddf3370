import { defineMessage, type MessageDescriptor } from 'react-intl';

/** A booking's status as a word: `{status}` is the API's value (pending, accepted, …). */
export const ORDER_STATUS: MessageDescriptor = defineMessage({
  id: 'orders.status.name',
  defaultMessage:
    '{status, select, pending {pending} accepted {accepted} declined {declined} cancelled {cancelled} completed {completed} other {{status}}}',
});
