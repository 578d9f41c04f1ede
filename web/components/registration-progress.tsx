// Where a professional's registration stands, above each of its pages: "Step 3 of 13" and a bar —
// the steps done, and all of them (decision 054). The registration's pages and the pages other
// features lend it (trades and services, the skills test) show the same.
import { StepProgress } from './ui/steps.tsx';

export function RegistrationProgress({ onboarding }: { onboarding: { readonly steps: readonly { done: boolean }[] } }) {
  const total = onboarding.steps.length;
  const done = onboarding.steps.filter((step) => step.done).length;
  return <StepProgress current={Math.min(done + 1, total)} total={total} />;
}
