import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.js';
import { validationText, vm } from './validation-messages.js';

/** A query value that must be a positive whole number; strings from the URL are coerced. */
const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ error: validationText(vm.commonMustNumber, { label: name }) })
    .int({ error: validationText(vm.pageQueryMustWholeNumber, { label: name }) })
    .min(1, { error: validationText(vm.pageQueryMustAtLeast1, { label: name }) })
    .max(max, { error: validationText(vm.commonMustAtMost, { label: name, max }) });

export const PageQuerySchema = z.object({
  page: positiveInt('page', 1_000_000).default(1),
  limit: positiveInt('limit', MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;
