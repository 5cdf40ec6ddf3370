import { defineMessages } from '@formatjs/intl';

/** What a reviewed person is told, in their language (decision 070). */
export const reviewNotices = defineMessages({
  received: {
    id: 'notices.review.received',
    defaultMessage: '{reviewer} reviewed you: {rating} of 5 stars.',
  },
});
