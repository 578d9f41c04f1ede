// A professional's onboarding (decision 054): at sign-up the steps of the brand's flow
// (onboarding_flows, in its order) are requested; each is completed once, by whatever does it —
// an introduction seen, services chosen, a check passed — through completeOnboardingStep, which the
// parts of registration call in the transaction that does the work. A professional who leaves and
// comes back resumes at the first step not done, on any device.
import type { Queryable } from '../../db/database.ts';
import type { Introduction, Onboarding, OnboardingStep } from '../../generated/graphql.ts';

export const INTRODUCTION_STEPS: Readonly<Record<Introduction, OnboardingStep>> = {
  ID_CHECK: 'INTRO_ID_CHECK',
  PAYMENT_METHOD: 'INTRO_PAYMENT_METHOD',
  PROFILE_SET_UP: 'INTRO_PROFILE_SET_UP',
  SAFETY: 'INTRO_SAFETY',
  WORK_DETAILS: 'INTRO_WORK_DETAILS',
};

export interface OnboardingStepRow {
  readonly step: OnboardingStep;
  readonly completed_at: Date | null;
}

export type OnboardingAnswer = Onboarding;

// Requests the brand's steps for a new professional (in the sign-up's transaction).
export async function startOnboarding(tx: Queryable, proId: string, brand: string): Promise<void> {
  await tx.query(
    `INSERT INTO pro_onboarding_steps (pro_id, step, position)
     SELECT $1, step, position FROM onboarding_flows WHERE brand = $2
     ON CONFLICT (pro_id, step) DO NOTHING`,
    [proId, brand],
  );
}

// Marks a step done; done already, or not in the professional's flow, changes nothing.
export async function completeOnboardingStep(tx: Queryable, proId: string, step: OnboardingStep): Promise<void> {
  await tx.query(
    'UPDATE pro_onboarding_steps SET completed_at = now() WHERE pro_id = $1 AND step = $2 AND completed_at IS NULL',
    [proId, step],
  );
}

export async function readOnboarding(db: Queryable, proId: string): Promise<OnboardingAnswer | null> {
  const rows = await db.query<OnboardingStepRow>(
    'SELECT step, completed_at FROM pro_onboarding_steps WHERE pro_id = $1 ORDER BY position',
    [proId],
  );
  if (rows.length === 0) return null;
  const done = new Set(rows.filter((row) => row.completed_at !== null).map((row) => row.step));
  const introductions = Object.entries(INTRODUCTION_STEPS) as [Introduction, OnboardingStep][];
  return {
    steps: rows.map((row) => ({ step: row.step, done: row.completed_at !== null, completedAt: row.completed_at })),
    currentStep: rows.find((row) => row.completed_at === null)?.step ?? null,
    introductionsCompleted: introductions.filter(([, step]) => done.has(step)).map(([introduction]) => introduction),
    complete: rows.every((row) => row.completed_at !== null),
  };
}
