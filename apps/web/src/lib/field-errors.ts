import { findValidationMessage } from '@refocus/contract';
import { ApiError } from './api-error';
import { errorText, type MessageFormatter } from './i18n/error-text';

/** A form's messages: one per field, and `form` for what belongs to no field. */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** What translates a message: `useIntl()` in a component. */

/**
 * A shared schema's message (packages/contract) in the page's language (decision 070): the zod
 * issue carries the English, which names its message and values; any other text stays as it is.
 */
function translateValidationMessage(message: string, intl?: MessageFormatter): string {
  if (!intl) return message;
  const found = findValidationMessage(message, (label) => intl.formatMessage(label));
  return found ? intl.formatMessage(found.descriptor, found.values) : message;
}

/**
 * The first message of each field from a schema's issues; an issue of no known field goes to
 * `form`. Given `intl` (`useIntl()`), the shared schemas' messages are in the page's language.
 */
export function errorsOfIssues<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
  intl?: MessageFormatter,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    const field = fields.find((known) => known === name) ?? 'form';
    errors[field] ??= translateValidationMessage(issue.message, intl);
  }
  return errors;
}

/**
 * A refused request's message under the field the server named (400, 409), else for the whole
 * form. The server already answers in the page's language (the `lang` cookie); given `intl`,
 * the client's own failures (no answer, a broken one) are in it too.
 */
export function errorsOfFailure<Field extends string>(
  failure: unknown,
  fields: readonly Field[],
  intl?: MessageFormatter,
): FieldErrors<Field> {
  const message = intl
    ? errorText(failure, intl)
    : failure instanceof Error
      ? failure.message
      : 'The server could not be reached.';
  const field = failure instanceof ApiError ? fields.find((known) => known === failure.field) : undefined;
  return { [field ?? 'form']: message } as FieldErrors<Field>;
}
