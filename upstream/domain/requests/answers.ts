// The answers to a service's questions (spec §2.5 request form, §3 answer field types): checked
// against each question's type and bounds, stored as { text } | { values } | { number }, and shown
// back as the home owner gave them (option labels, numbers with their unit).
import type { AnswerInput, FieldError } from '../../generated/graphql.ts';
import type { ServiceQuestionRow } from '../catalogue/rows.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';

export type AnswerValue =
  | { readonly text: string }
  | { readonly values: readonly string[] }
  | { readonly number: number };

export interface AcceptedAnswer {
  readonly questionId: string;
  readonly value: AnswerValue;
}

export interface CheckedAnswers {
  readonly fieldErrors: FieldError[];
  readonly accepted: AcceptedAnswer[];
  // The first free-text answer that carries contact details (spec §5), by its field name.
  readonly contactDetailsIn: string | null;
}

const MAX_TEXT_LENGTH = { STRING: 200, TEXT: 2000 } as const;

type Verdict = { readonly value: AnswerValue } | { readonly error: 'INVALID' } | null;

const invalid: Verdict = { error: 'INVALID' };

function inBounds(question: ServiceQuestionRow, number: number): boolean {
  return (
    (question.min_value === null || number >= question.min_value) &&
    (question.max_value === null || number <= question.max_value)
  );
}

// null when the answer is empty (nothing chosen, typed or counted).
function checkOne(question: ServiceQuestionRow, answer: AnswerInput): Verdict {
  const options = new Set(question.options.map((option) => option.value));
  switch (question.field_type) {
    case 'SELECT': {
      if (answer.values || (answer.number ?? null) !== null) return invalid;
      const value = answer.value?.trim() ?? '';
      if (value === '') return null;
      return options.has(value) ? { value: { text: value } } : invalid;
    }
    case 'CHECKBOX': {
      if ((answer.value ?? null) !== null || (answer.number ?? null) !== null) return invalid;
      const values = answer.values ?? [];
      if (values.length === 0) return null;
      const valid = new Set(values).size === values.length && values.every((value) => options.has(value));
      return valid ? { value: { values } } : invalid;
    }
    case 'INTEGER':
    case 'MEASUREMENT':
    case 'QUANTITY': {
      if ((answer.value ?? null) !== null || answer.values) return invalid;
      const number = answer.number ?? null;
      if (number === null) return null;
      const whole = question.field_type !== 'INTEGER' || Number.isInteger(number);
      const valid = Number.isFinite(number) && whole && inBounds(question, number);
      return valid && (question.field_type === 'INTEGER' || number >= 0) ? { value: { number } } : invalid;
    }
    case 'STRING':
    case 'TEXT': {
      if (answer.values || (answer.number ?? null) !== null) return invalid;
      const text = answer.value?.trim() ?? '';
      if (text === '') return null;
      return text.length <= MAX_TEXT_LENGTH[question.field_type] ? { value: { text } } : invalid;
    }
  }
}

// Every answer checked against the service's questions; every refusal listed (field
// `answers.<questionKey>`, or `answers` for a question the service does not ask).
export function checkAnswers(
  questions: readonly ServiceQuestionRow[],
  answers: readonly AnswerInput[],
): CheckedAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const fieldErrors: FieldError[] = [];
  const accepted: AcceptedAnswer[] = [];
  const seen = new Set<string>();
  let contactDetailsIn: string | null = null;
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) {
      if (!fieldErrors.some((error) => error.field === 'answers'))
        fieldErrors.push({ field: 'answers', code: 'INVALID' });
      continue;
    }
    const field = `answers.${question.key}`;
    if (seen.has(question.id)) {
      fieldErrors.push({ field, code: 'INVALID' });
      continue;
    }
    seen.add(question.id);
    const verdict = checkOne(question, answer);
    if (verdict === null) continue;
    if ('error' in verdict) {
      fieldErrors.push({ field, code: verdict.error });
      continue;
    }
    if ('text' in verdict.value && question.field_type !== 'SELECT' && sharesContactDetails(verdict.value.text)) {
      contactDetailsIn ??= field;
    }
    accepted.push({ questionId: question.id, value: verdict.value });
  }
  const answered = new Set(accepted.map((answer) => answer.questionId));
  for (const question of questions) {
    const field = `answers.${question.key}`;
    if (question.required && !answered.has(question.id) && !fieldErrors.some((error) => error.field === field)) {
      fieldErrors.push({ field, code: 'REQUIRED' });
    }
  }
  return { fieldErrors, accepted, contactDetailsIn };
}

function formatNumber(number: number, unit: string | null): string {
  return unit ? `${number} ${unit}` : String(number);
}

export interface ShownAnswer {
  readonly text: string;
  readonly values: string[];
  readonly number: number | null;
}

// An answer as it is shown: option labels for choices, the number with its unit.
export function showAnswer(question: ServiceQuestionRow, value: AnswerValue): ShownAnswer {
  const labelOf = (choice: string) => question.options.find((option) => option.value === choice)?.label ?? choice;
  if ('values' in value) {
    return { text: value.values.map(labelOf).join(', '), values: [...value.values], number: null };
  }
  if ('number' in value) return { text: formatNumber(value.number, question.unit), values: [], number: value.number };
  if (question.field_type === 'SELECT') return { text: labelOf(value.text), values: [value.text], number: null };
  return { text: value.text, values: [], number: null };
}
