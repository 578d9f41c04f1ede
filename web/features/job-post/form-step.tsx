// One step of the request form: its heading (focused when the step opens) and its fields.
import { useLingui } from '@lingui/react';
import type { RefObject } from 'react';
import type { SWRResponse } from 'swr';
import type { BrandId } from '../../../shared/brands.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { JobPostProfessionQuery, JobPostProfessionsQuery } from '../../generated/graphql.ts';
import { POSTAL_CODE_EXAMPLES } from '../../lib/postal-code-example.ts';
import type { FormValues, Problems, ServiceWithQuestions, StepName } from './form-state.ts';
import { ContactFields, DetailsFields, QuestionFields, ServiceFields, StartTimeFields } from './form-steps.tsx';
import { type PostalCodeCheck, PostalCodeFields } from './postal-code-fields.tsx';
import { problemText } from './problem-text.ts';

function useStepTitle(): (step: StepName) => string {
  const { i18n } = useLingui();
  return (step) => {
    switch (step) {
      case 'service':
        return i18n._({ id: 'job-post.step.trade', message: 'Choose the trade and the kind of job' });
      case 'questions':
        return i18n._({ id: 'job-post.step.details', message: 'Answer a few questions about the work' });
      case 'details':
        return i18n._({ id: 'job-post.step.describe', message: 'Describe the job' });
      case 'startTime':
        return i18n._({ id: 'job-post.step.start-time', message: 'When should it start?' });
      case 'postalCode':
        return i18n._({ id: 'job-post.step.postal-code', message: 'Where is the job?' });
      case 'contact':
        return i18n._({ id: 'job-post.step.contact', message: 'Your contact details' });
    }
  };
}

export function FormStep({
  brandId,
  postalCodeCheck,
  step,
  headingId,
  headingRef,
  values,
  update,
  problems,
  professions,
  profession,
  service,
}: {
  brandId: BrandId;
  // The upstream's answer for the postcode as typed now; null before the form asked.
  postalCodeCheck: PostalCodeCheck | null;
  step: StepName;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  values: FormValues;
  update: (patch: Partial<FormValues>) => void;
  problems: Problems;
  professions: JobPostProfessionsQuery['professions'];
  profession: SWRResponse<JobPostProfessionQuery, Error>;
  service: ServiceWithQuestions | null;
}) {
  const { i18n } = useLingui();
  const title = useStepTitle();
  const errorOf = (field: string) => {
    const problem = problems[field];
    return problem ? problemText(i18n, field, problem, { postalCodeExample: POSTAL_CODE_EXAMPLES[brandId] }) : null;
  };
  const props = { values, update, errorOf };
  return (
    <section className="job-post-step" data-step={step}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} data-testid="job-post-step-heading">
        {title(step)}
      </h2>
      {step === 'service' ? <ServiceFields {...props} professions={professions} /> : null}
      {step === 'questions' ? (
        <QueryState data={service ?? undefined} error={profession.error} onRetry={() => void profession.mutate()}>
          {(loaded) => <QuestionFields {...props} service={loaded} />}
        </QueryState>
      ) : null}
      {step === 'details' ? <DetailsFields {...props} /> : null}
      {step === 'startTime' ? <StartTimeFields {...props} /> : null}
      {step === 'postalCode' ? <PostalCodeFields {...props} brandId={brandId} check={postalCodeCheck} /> : null}
      {step === 'contact' ? (
        <>
          <p className="lead">
            {i18n._({
              id: 'job-post.contact.lead',
              message:
                'We make your free account with these details and email you a link to activate it. Your job goes to tradespeople straight away.',
            })}
          </p>
          <ContactFields {...props} />
        </>
      ) : null}
    </section>
  );
}
