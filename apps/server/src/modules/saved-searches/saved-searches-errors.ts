import { defineMessages } from '@formatjs/intl';

/** The saved-searches module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const savedSearchesErrors = defineMessages({
  queryQLettersDigits: {
    id: 'errors.savedSearches.queryQLettersDigits',
    defaultMessage: 'query: q has no letters or digits to search for',
  },
  queryMinpriceMustAbove: {
    id: 'errors.savedSearches.queryMinpriceMustAbove',
    defaultMessage: 'query: minPrice must not be above maxPrice',
  },
  keepAtMostSaved: {
    id: 'errors.savedSearches.keepAtMostSaved',
    defaultMessage: 'You can keep at most {max} saved searches. Delete one to save another.',
  },
  unsubscribeLinkValidManage: {
    id: 'errors.savedSearches.unsubscribeLinkValidManage',
    defaultMessage: 'This unsubscribe link is not valid. Manage your saved searches from your dashboard.',
  },
  savedSearchLongerExists: {
    id: 'errors.savedSearches.savedSearchLongerExists',
    defaultMessage: 'This saved search no longer exists.',
  },
  noSuchSavedSearch: {
    id: 'errors.savedSearches.noSuchSavedSearch',
    defaultMessage: 'No such saved search.',
  },
  queryNotValid: {
    id: 'errors.savedSearches.queryNotValid',
    defaultMessage: 'query: {problem}',
  },
  queryIsNotValid: {
    id: 'errors.savedSearches.queryIsNotValid',
    defaultMessage: 'query: is not valid',
  },
});
