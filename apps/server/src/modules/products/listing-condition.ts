import { GRADE_SCALE, type Grade, gradeNamed, NOT_GRADED, type ProductFields } from '@refocus/contract';
import type { ProductChanges } from './products.repository.js';
import type { ProductRecord } from './products.table.js';

/** The request fields that say a listing's condition. */
export type ConditionField = 'condition' | 'conditionNotes';

type ConditionInput = Pick<ProductFields, ConditionField | 'grade'>;

/** Whether a request says anything of the condition: only then are its columns written. */
export const saysCondition = (input: ConditionInput) =>
  input.condition !== undefined || input.conditionNotes !== undefined || input.grade !== undefined;

/**
 * The columns a request's condition writes (decision 059): the grade is the condition.
 *
 * - `grade` is taken as sent; the older client sends none, but its free-text `condition` that
 *   names a grade ("Excellent", "very good") sets it.
 * - Other words of the older client ("Mint, barely used") are kept as the condition notes
 *   (unless the request sends notes of its own), and the listing stays without a grade.
 * - `condition` keeps what the API answers when there is no grade: the older client's words,
 *   or "Not graded"; with a grade it holds the grade's name (the answer reads the grade).
 *
 * `current` is the listing before an edit (read under its lock); none when it is created.
 */
export function conditionColumnsOf(
  input: ConditionInput,
  current?: Pick<ProductRecord, 'grade' | 'condition'>,
): ProductChanges {
  if (!saysCondition(input)) return {};
  const words = input.condition;
  const named = words === undefined ? null : gradeNamed(words);
  const grade: Grade | null | undefined = input.grade === undefined && named ? named : input.grade;
  const columns: ProductChanges = {};
  if (grade !== undefined) columns.grade = grade;
  if (input.conditionNotes !== undefined) columns.condition_notes = input.conditionNotes;
  else if (words !== undefined && !named) columns.condition_notes = words;

  const after = grade === undefined ? (current?.grade ?? null) : grade;
  if (after) columns.condition = GRADE_SCALE[after].label;
  else if (words !== undefined && !named) columns.condition = words;
  // Without a grade and without new words: a listing that had a grade says it has none now.
  else if (!current || current.grade) columns.condition = NOT_GRADED;
  return columns;
}
