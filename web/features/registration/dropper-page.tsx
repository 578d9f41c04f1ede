// ServicePro/RegisterDropper (spec §2.8 dropper): a professional who left their registration
// mid-way comes back — how far they got, the step they stopped at, and the way on from there (the
// entry, which sends them to that step's page). Once every step is done, the way to the jobs.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { OnboardingStep } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { RegistrationOnboardingDocument } from './generated/documents.ts';
import { progressOf } from './steps.ts';

export function useStepWord(): (step: OnboardingStep) => string {
  const { i18n } = useLingui();
  return (step) => {
    switch (step) {
      case 'INTRO_WORK_DETAILS':
        return i18n._({ id: 'register.step.intro-work', message: 'What the work details ask' });
      case 'SERVICES_REQUESTED':
        return i18n._({ id: 'register.step.services', message: 'Your trades and services' });
      case 'SKILLS_EVALUATION_REQUESTED':
        return i18n._({ id: 'register.step.skills', message: 'The skills test of your trade' });
      case 'DOCUMENT_UPLOAD_REQUESTED':
        return i18n._({ id: 'register.step.documents', message: 'Your company’s papers' });
      case 'INTRO_SAFETY':
        return i18n._({ id: 'register.step.intro-safety', message: 'How we keep jobs safe' });
      case 'COMPANY_BIO_REQUESTED':
        return i18n._({ id: 'register.step.company', message: 'Your company and a few words about it' });
      case 'INTRO_ID_CHECK':
        return i18n._({ id: 'register.step.intro-id', message: 'What the identity check asks' });
      case 'ID_CHECK_REQUESTED':
        return i18n._({ id: 'register.step.id', message: 'The identity check' });
      case 'INTRO_PROFILE_SET_UP':
        return i18n._({ id: 'register.step.intro-profile', message: 'What makes a good profile' });
      case 'UPLOAD_PORTFOLIO_REQUESTED':
        return i18n._({ id: 'register.step.portfolio', message: 'Photos of your work' });
      case 'INTRO_PAYMENT_METHOD':
        return i18n._({ id: 'register.step.intro-payment', message: 'How paying works' });
      case 'PAYMENT_DETAILS_REQUESTED':
        return i18n._({ id: 'register.step.payment', message: 'Your payment details' });
      case 'EMAIL_VERIFICATION_REQUESTED':
        return i18n._({ id: 'register.step.email', message: 'Confirming your email address' });
    }
  };
}

export function DropperPage() {
  const { i18n } = useLingui();
  const stepWord = useStepWord();
  const onboarding = useQuery(RegistrationOnboardingDocument);
  return (
    <div className="narrow">
      <QueryState data={onboarding.data} error={onboarding.error} onRetry={() => void onboarding.mutate()}>
        {({ myOnboarding }) => {
          if (!myOnboarding || myOnboarding.complete) {
            return (
              <>
                <PageHeading
                  title={i18n._({ id: 'register.dropper.done.title', message: 'Your registration is complete' })}
                  lead={i18n._({
                    id: 'register.dropper.done.lead',
                    message: 'Nothing is left to do. The jobs in your trades and area are waiting.',
                  })}
                />
                <div className="actions">
                  <Link to="newServiceRequests" className="button">
                    {i18n._({ id: 'register.done.to-jobs', message: 'See the jobs' })}
                  </Link>
                </div>
              </>
            );
          }
          const { done, total } = progressOf(myOnboarding);
          return (
            <>
              <RegistrationProgress onboarding={myOnboarding} />
              <PageHeading
                title={i18n._({ id: 'register.dropper.title', message: 'Pick up where you stopped' })}
                lead={i18n._({
                  id: 'register.dropper.lead',
                  message: 'You have done {done} of the {total} steps of your registration. What you did is saved.',
                  values: { done, total },
                })}
              />
              {myOnboarding.currentStep ? (
                <p className="card" data-testid="dropper-next">
                  {i18n._({
                    id: 'register.dropper.next',
                    message: 'Next: {step}',
                    values: { step: stepWord(myOnboarding.currentStep) },
                  })}
                </p>
              ) : null}
              <div className="actions">
                <Link to="proRegister" className="button">
                  {i18n._({ id: 'register.dropper.continue', message: 'Continue my registration' })}
                </Link>
                <Link to="proRegisterContactDetails" className="button ghost" data-testid="dropper-contact-details">
                  {i18n._({ id: 'register.dropper.contact', message: 'Check my contact details' })}
                </Link>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
