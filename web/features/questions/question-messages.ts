// What a home owner or a professional is told when a question or an answer is refused (spec §5 rate
// limits, §8 failure variants): every variant the API can answer with, in words, with what to do.
import type { I18n } from '@lingui/core';

// The bounds the API checks (upstream ask-question.ts, answer-question.ts), said before sending.
export const TITLE_BOUNDS = { min: 10, max: 150 } as const;
export const BODY_BOUNDS = { min: 20, max: 3000 } as const;

export type AskField = 'professionId' | 'title' | 'body';

// "in 3 minutes", "in 20 hours": how long until the person may ask or answer again.
export function waitText(i18n: I18n, seconds: number): string {
  const format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'always' }).format(value, unit);
  if (seconds < 60) return format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return format(Math.ceil(seconds / 60), 'minute');
  return format(Math.ceil(seconds / 3600), 'hour');
}

export function questionLimitMessage(i18n: I18n, retryAfterSeconds: number): string {
  return i18n._({
    id: 'questions.ask.rate-limit',
    message:
      'You have asked as many questions as we allow for now (one a minute, five a day). You can ask again {wait}.',
    values: { wait: waitText(i18n, retryAfterSeconds) },
  });
}

export function answerLimitMessage(i18n: I18n, retryAfterSeconds: number): string {
  return i18n._({
    id: 'questions.answer.rate-limit',
    message: 'You have answered as many questions as we allow for now. You can answer again {wait}.',
    values: { wait: waitText(i18n, retryAfterSeconds) },
  });
}

export function contactDetailsMessage(i18n: I18n): string {
  return i18n._({
    id: 'questions.contact-details',
    message: 'Please leave out phone numbers, email and web addresses: everyone can read questions and answers.',
  });
}

// The words for a field the API found wrong (or that is wrong before sending).
export function fieldMessage(i18n: I18n, field: string, code: string): string {
  if (field === 'professionId') {
    return i18n._({ id: 'questions.field.trade', message: 'Choose the trade your question is for.' });
  }
  if (code === 'REQUIRED') {
    return field === 'title'
      ? i18n._({ id: 'questions.field.title-required', message: 'Write your question in a sentence.' })
      : i18n._({ id: 'questions.field.body-required', message: 'Write a few words first.' });
  }
  return field === 'title'
    ? i18n._({
        id: 'questions.field.title-length',
        message: 'Your question must be {min} to {max} characters long.',
        values: TITLE_BOUNDS,
      })
    : i18n._({
        id: 'questions.field.body-length',
        message: 'This must be {min} to {max} characters long.',
        values: BODY_BOUNDS,
      });
}

// A text's own check before it is sent: the code the API would answer with, or null.
export function textCode(value: string, bounds: { min: number; max: number }): 'REQUIRED' | 'INVALID' | null {
  const text = value.trim();
  if (text === '') return 'REQUIRED';
  return text.length < bounds.min || text.length > bounds.max ? 'INVALID' : null;
}

export function genericFailure(i18n: I18n): string {
  return i18n._({ id: 'questions.error.generic', message: 'Something went wrong. Please try again.' });
}
