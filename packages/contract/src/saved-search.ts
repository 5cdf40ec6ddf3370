import { z } from 'zod';
import { opaqueId, plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * Saved searches with e-mail alerts (issue 14 item 7, decision 035): a catalogue query a
 * person keeps, and how often they hear of new listings that match it.
 */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export const SavedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: validationText(vm.savedSearchFrequencyMustOne, { values: SAVED_SEARCH_FREQUENCIES.join(', ') }),
});
export type SavedSearchFrequency = z.infer<typeof SavedSearchFrequencySchema>;

/** How many saved searches one person may keep. */
export const SAVED_SEARCHES_PER_USER = 20;

const name = plainText('name', { required: vm.commonNameRequired.defaultMessage })
  .trim()
  .min(1, { error: vm.commonNameRequired.defaultMessage })
  .max(80, { error: vm.savedSearchNameMustAtMost.defaultMessage });

export const SavedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The catalogue's query string (`q=leica&category=1&maxPrice=900`), without the page. */
  query: z.string(),
  frequency: SavedSearchFrequencySchema,
  paused: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.array(SavedSearchSchema);

/** `POST /api/saved-searches`; `query` is checked by the catalogue's own query schema. */
export const NewSavedSearchSchema = z.object({
  name,
  query: plainText('query').max(600, { error: vm.savedSearchQueryMustAtMost.defaultMessage }),
  frequency: SavedSearchFrequencySchema,
});
export type NewSavedSearch = z.infer<typeof NewSavedSearchSchema>;

export const SavedSearchChangesSchema = z.object({
  name: name.optional(),
  paused: z.boolean({ error: vm.savedSearchPausedMustTrueFalse.defaultMessage }).optional(),
  frequency: SavedSearchFrequencySchema.optional(),
});
export type SavedSearchChanges = z.infer<typeof SavedSearchChangesSchema>;

/** `POST /api/saved-searches/unsubscribe`: an alert e-mail's link, no sign-in needed. */
export const SavedSearchUnsubscribeSchema = z.object({
  id: opaqueId('id'),
  token: z
    .string({ error: vm.commonTokenRequired.defaultMessage })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: vm.commonTokenValidUnsubscribeToken.defaultMessage }),
});
export type SavedSearchUnsubscribe = z.infer<typeof SavedSearchUnsubscribeSchema>;
