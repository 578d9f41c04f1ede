// The heading of each step of the proposal form (spec §2.7 create-proposal sub-steps).
import { useLingui } from '@lingui/react';
import type { StepName } from './proposal-draft.ts';

export function useStepTitle() {
  const { i18n } = useLingui();
  return (step: StepName) => {
    switch (step) {
      case 'additional-info':
        return i18n._({ id: 'proposals.step.additional-info', message: 'Your message' });
      case 'request-home-visit':
        return i18n._({ id: 'proposals.step.request-home-visit', message: 'Home visit' });
      case 'price-estimate':
        return i18n._({ id: 'proposals.step.price-estimate', message: 'Your price' });
      case 'availability':
        return i18n._({ id: 'proposals.step.availability', message: 'When you can start' });
      case 'similar-work':
        return i18n._({ id: 'proposals.step.similar-work', message: 'Similar work' });
    }
  };
}
