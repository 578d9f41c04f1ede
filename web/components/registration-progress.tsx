// Where a professional's registration stands (decision 054): above each of its pages "Step 3 of 13"
// and a bar, the steps done and all of them; and, on an account page a registration step borrows
// (the trades and services, the work area), the same count with the way on while it is unfinished.
// The registration's pages and the pages other features lend it show the same.
import { useLingui } from '@lingui/react';
import { Link } from '../lib/router.tsx';
import { StepProgress } from './ui/steps.tsx';

interface OnboardingState {
  readonly complete?: boolean;
  readonly steps: readonly { done: boolean }[];
}

function countOf(onboarding: OnboardingState): { done: number; total: number } {
  return { done: onboarding.steps.filter((step) => step.done).length, total: onboarding.steps.length };
}

export function RegistrationProgress({ onboarding }: { onboarding: OnboardingState }) {
  const { done, total } = countOf(onboarding);
  return <StepProgress current={Math.min(done + 1, total)} total={total} />;
}

// Null (an account from before onboarding) and a finished registration show nothing.
export function ContinueRegistrationCard({ onboarding }: { onboarding: OnboardingState | null | undefined }) {
  const { i18n } = useLingui();
  if (!onboarding || onboarding.complete) return null;
  const { done, total } = countOf(onboarding);
  return (
    <div className="card" role="status" data-testid="registration-continue">
      <p>
        {i18n._({
          id: 'register.continue.text',
          message: 'Your registration: {done} of {total} steps done.',
          values: { done, total },
        })}
      </p>
      <Link to="proRegister" className="button">
        {i18n._({ id: 'register.continue.button', message: 'Continue registration' })}
      </Link>
    </div>
  );
}
