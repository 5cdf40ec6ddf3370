import { defineMessages } from '@formatjs/intl';

/** The jobs module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const jobsErrors = defineMessages({
  suchJob: {
    id: 'errors.jobs.suchJob',
    defaultMessage: 'No such job.',
  },
  cannotRetry: {
    id: 'errors.jobs.cannotRetry',
    defaultMessage: 'A {state} job cannot be retried; only dead or failing ones.',
  },
  cannotDiscard: {
    id: 'errors.jobs.cannotDiscard',
    defaultMessage: 'A {state} job cannot be discarded; only dead ones.',
  },
});
