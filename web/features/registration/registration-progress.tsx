// Where a professional's registration stands, above each of its pages: "Step 3 of 13" and a bar.
import { StepProgress } from '../../components/ui/steps.tsx';
import type { RegistrationOnboardingFragment } from '../../generated/graphql.ts';
import { progressOf } from './steps.ts';

export function RegistrationProgress({ onboarding }: { onboarding: RegistrationOnboardingFragment }) {
  const { done, total } = progressOf(onboarding);
  return <StepProgress current={Math.min(done + 1, total)} total={total} />;
}
