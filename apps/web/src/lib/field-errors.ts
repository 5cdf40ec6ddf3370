import { ApiError } from './api-error';

/** A form's messages: one per field, and `form` for what belongs to no field. */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** The first message of each field from a schema's issues; an issue of no known field goes to `form`. */
export function errorsOfIssues<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    const field = fields.find((known) => known === name) ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A refused request's message under the field the server named (400, 409), else for the whole form. */
export function errorsOfFailure<Field extends string>(
  failure: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const message = failure instanceof Error ? failure.message : 'The server could not be reached.';
  const field = failure instanceof ApiError ? fields.find((known) => known === failure.field) : undefined;
  return { [field ?? 'form']: message } as FieldErrors<Field>;
}
