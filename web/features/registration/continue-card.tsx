// On a page a registration step borrows from the account (the trades and services, the work area),
// where the registration stands and the way on — shown only while it is unfinished.
import { useLingui } from '@lingui/react';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { RegistrationOnboardingDocument } from './generated/documents.ts';
import { progressOf } from './steps.ts';

export function ContinueRegistrationCard() {
  const { i18n } = useLingui();
  const onboarding = useQuery(RegistrationOnboardingDocument);
  const state = onboarding.data?.myOnboarding;
  if (!state || state.complete) return null;
  const { done, total } = progressOf(state);
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
