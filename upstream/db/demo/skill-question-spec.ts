// The shape of a skill evaluation question in the demo data (decision 057): its text and options in
// every language, and which option is right.
import type { Localized } from './language.ts';

export interface SkillQuestionSpec {
  readonly text: Localized;
  readonly options: readonly Localized[];
  // The index of the right option.
  readonly right: number;
}

export function ask(text: Localized, right: number, ...options: Localized[]): SkillQuestionSpec {
  return { text, options, right };
}
