import { defineMessages } from '@formatjs/intl';

/** The platform module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const platformErrors = defineMessages({
  databaseGaveUpQuery: {
    id: 'errors.platform.databaseGaveUpQuery',
    defaultMessage: 'The database gave up on a query after {timeoutMs} ms. Try again.',
  },
  shopBusyRightNow: {
    id: 'errors.platform.shopBusyRightNow',
    defaultMessage: 'The shop is busy right now. Try again in a few seconds.',
  },
  signInToDoThis: {
    id: 'errors.platform.signInToDoThis',
    defaultMessage: 'Sign in to do this.',
  },
  serverOverloadedRightNow: {
    id: 'errors.platform.serverOverloadedRightNow',
    defaultMessage: 'The server is overloaded right now. Try again in a few seconds.',
  },
  sendMetricsTokenAs: {
    id: 'errors.platform.sendMetricsTokenAs',
    defaultMessage: 'Send the metrics token as "Authorization: Bearer \'<token>\'"',
  },
  noRoute: {
    id: 'errors.platform.noRoute',
    defaultMessage: 'No route {method} {pathname}',
  },
  shopBusyWaited: {
    id: 'errors.platform.shopBusyWaited',
    defaultMessage: 'The shop is busy right now. Try again in a few seconds. (waited {waitMs} ms to write)',
  },
  tooManyRequests: {
    id: 'errors.platform.tooManyRequests',
    defaultMessage: 'Too many requests. Try again in {after}.',
  },
});
