// Going on with a registration from a page that just did its step: the onboarding is read afresh
// (the step is done now) and the professional sent to the next step's page.
import { useCallback } from 'react';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { RegistrationOnboardingDocument } from './generated/documents.ts';
import { continueTarget } from './steps.ts';

export function useContinueRegistration(): () => Promise<void> {
  const router = useRouter();
  const onboarding = useQuery(RegistrationOnboardingDocument, undefined, { revalidateOnMount: false });
  return useCallback(async () => {
    const fresh = await onboarding.mutate();
    const target = continueTarget(fresh?.myOnboarding) ?? { route: 'newServiceRequests' as const };
    router.navigate(router.href(target.route, target.params));
  }, [onboarding, router]);
}
