// Where a professional's registration goes on (decision 054: the order of the steps is the
// upstream's, per brand; which page does a step is the web's, here and nowhere else). The entry
// /{service-pro}/register sends a signed-in professional to the page of their first step not done.
// A step whose page this release does not have yet stays requested — it is listed as still to do —
// and the registration goes on with the next step that has one.
import type { OnboardingStep, RegistrationOnboardingFragment } from '../../generated/graphql.ts';
import type { PageTarget } from '../../lib/pages.ts';

export const STEP_PAGES: Readonly<Partial<Record<OnboardingStep, PageTarget>>> = {
  INTRO_WORK_DETAILS: { route: 'proRegisterWorkDetailsIntroduction' },
  SERVICES_REQUESTED: { route: 'proRegisterMultiProfessions' },
  SKILLS_EVALUATION_REQUESTED: { route: 'proRegisterSkillEvaluation' },
  DOCUMENT_UPLOAD_REQUESTED: { route: 'proRegisterUploadDocument' },
  INTRO_SAFETY: { route: 'proRegisterSafetyQualityIntroduction' },
  COMPANY_BIO_REQUESTED: { route: 'proRegisterCompanySearch' },
  INTRO_ID_CHECK: { route: 'proRegisterIdCheckIntroduction' },
  ID_CHECK_REQUESTED: { route: 'proRegisterGbg' },
  INTRO_PROFILE_SET_UP: { route: 'proRegisterProfileSetupIntroduction' },
  UPLOAD_PORTFOLIO_REQUESTED: { route: 'proUploadPortfolio' },
  INTRO_PAYMENT_METHOD: { route: 'proRegisterPaymentMethodIntroduction' },
  PAYMENT_DETAILS_REQUESTED: { route: 'proActivationPaymentDetails' },
  EMAIL_VERIFICATION_REQUESTED: { route: 'proActivationVerifyEmail' },
};

// The page a professional continues on: their next step's, the congratulations once every step is
// done, or their jobs when what is left has no page yet. Null: an account from before onboarding,
// of which nothing is asked.
export function continueTarget(onboarding: RegistrationOnboardingFragment | null | undefined): PageTarget | null {
  if (!onboarding) return null;
  if (onboarding.complete) return { route: 'proActivationCongratulations' };
  const next = onboarding.steps.find((step) => !step.done && STEP_PAGES[step.step]);
  return next ? (STEP_PAGES[next.step] ?? null) : { route: 'newServiceRequests' };
}

// "Step 3 of 13": the steps done, and all of them.
export function progressOf(onboarding: RegistrationOnboardingFragment): { done: number; total: number } {
  return { done: onboarding.steps.filter((step) => step.done).length, total: onboarding.steps.length };
}
