import { defineMessages } from '@formatjs/intl';

/** The events module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const eventsErrors = defineMessages({
  serverSentEventsStream: {
    id: 'errors.events.serverSentEventsStream',
    defaultMessage: 'This is a Server-Sent Events stream: ask with Accept: text/event-stream.',
  },
});
