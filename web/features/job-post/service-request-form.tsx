// The request form (spec §2.1 Visitor/ServiceRequestForm, §2.5): numbered steps — trade and
// service, the service's questions, description and photos, start time, postcode and, for a
// visitor, who they are. Each step is checked before Next, Back keeps what was entered, each step
// is a page view of its own (§7.3), and every answer of postServiceRequest has its message.
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BRANDS } from '../../../shared/brands.ts';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { Captcha } from '../../components/captcha.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { StepProgress } from '../../components/ui/steps.tsx';
import { useClientConfig } from '../../lib/config.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { FormActions } from './form-actions.tsx';
import { FormErrorMessage } from './form-error-message.tsx';
import { checkStep, type FormValues, type StepName, stepsFor, toPostInput } from './form-state.ts';
import { FormStep } from './form-step.tsx';
import { JobPostPostServiceRequestDocument, JobPostProfessionsDocument } from './generated/documents.ts';
import { type FormError, readPostResult } from './post-result.ts';
import { useFormValues } from './use-form-values.ts';
import { usePostalCodeStep } from './use-postal-code-step.ts';
import { useProfession } from './use-profession.ts';
import { useStepPageView } from './use-step-page-view.ts';

export interface ServiceRequestFormProps {
  readonly initialProfessionSlug?: string;
  readonly initialServiceSlug?: string;
  readonly initialPostalCode?: string;
  // Send the job to this professional only (spec §2.2 /send-request-to/{slug}).
  readonly directRequestToSlug?: string;
}

export function ServiceRequestForm({
  initialProfessionSlug,
  initialServiceSlug,
  initialPostalCode,
  directRequestToSlug,
}: ServiceRequestFormProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const brand = BRANDS[useClientConfig().brandId];
  const errorMessage = useErrorMessage();
  const isVisitor = user === null;
  const steps = stepsFor(isVisitor);
  const professions = useQuery(JobPostProfessionsDocument, { brand: brand.id });
  const { values, setValues, problems, setProblems, update } = useFormValues({
    initialProfessionSlug,
    initialServiceSlug,
    initialPostalCode,
    professions: professions.data?.professions,
  });
  const [stepIndex, setStepIndex] = useState(0);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const profession = useProfession(brand.id, values.professionSlug);
  const service = profession.data?.profession?.services.find((item) => item.slug === values.serviceSlug) ?? null;
  const post = useMutation(JobPostPostServiceRequestDocument);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const step: StepName = steps[Math.min(stepIndex, steps.length - 1)] ?? 'service';
  const isLast = stepIndex >= steps.length - 1;
  useStepPageView(stepIndex, service?.id ?? null, heading);

  const goTo = (index: number) => {
    setFormError(null);
    setFailure(null);
    setStepIndex(index);
  };

  async function submit(current: FormValues) {
    if (!service) return;
    setFormError(null);
    setFailure(null);
    let result: Awaited<ReturnType<typeof post.trigger>>;
    try {
      result = await post.trigger({
        input: toPostInput(current, { brand: brand.id, service, isVisitor, directRequestToSlug, captchaToken }),
      });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    const outcome = readPostResult(result.postServiceRequest);
    if (outcome.kind === 'posted') {
      // A visitor now has an account waiting for activation: the pending page says what to do.
      const next = isVisitor ? 'consumerActivatePending' : 'serviceRequestPosted';
      router.navigate(router.href(next, { serviceRequestId: outcome.serviceRequestId }));
      return;
    }
    setProblems(outcome.problems);
    setFormError(outcome.formError);
    // A town the upstream asks for is asked on the postcode step, which shows it once it knows.
    if (outcome.problems.town) postalCode.show(current.postalCode.trim());
    const at = outcome.step ? steps.indexOf(outcome.step) : -1;
    if (at >= 0 && at !== stepIndex) setStepIndex(at);
  }

  const onward = (current: FormValues) => {
    if (isLast) void submit(current);
    else goTo(stepIndex + 1);
  };

  const postalCode = usePostalCodeStep({
    brandId: brand.id,
    values,
    setValues,
    setProblems,
    onward,
    onError: (error) => setFailure(errorMessage(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isMutating || postalCode.waiting) return;
    const found = checkStep(step, values, service);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (step === 'service' && !service) return;
    if (step === 'postalCode') {
      setFailure(null);
      postalCode.ask();
    } else onward(values);
  };

  if (user && user.type !== 'CONSUMER') {
    return (
      <FormMessage>
        {i18n._({
          id: 'job-post.not-a-home-owner',
          message: 'Only home owners post jobs. Log out, then post your job as a home owner.',
        })}
      </FormMessage>
    );
  }

  const loginHref = router.href('login', { [REDIRECT_TO]: `${router.pathname}${router.search}` });
  return (
    <QueryState data={professions.data} error={professions.error} onRetry={() => void professions.mutate()}>
      {(data) => (
        <form className="job-post-form" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
          <StepProgress current={stepIndex + 1} total={steps.length} />
          <FormStep
            brandId={brand.id}
            postalCodeCheck={postalCode.check}
            step={step}
            headingId={headingId}
            headingRef={heading}
            values={values}
            update={update}
            problems={problems}
            professions={data.professions}
            profession={profession}
            service={service}
          />
          {step === 'contact' ? <Captcha onToken={setCaptchaToken} /> : null}
          {formError ? <FormErrorMessage formError={formError} loginHref={loginHref} /> : null}
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <FormActions
            canGoBack={stepIndex > 0}
            isLast={isLast}
            posting={post.isMutating}
            waiting={postalCode.waiting}
            nextDisabled={
              postalCode.waiting ||
              (step === 'service' && values.serviceSlug !== '' && !service && profession.isLoading)
            }
            onBack={() => {
              setProblems({});
              goTo(stepIndex - 1);
            }}
          />
          {isVisitor && step === 'contact' ? (
            <p className="job-post-aside">
              {i18n._({ id: 'job-post.have-account', message: 'Already have an account?' })}{' '}
              <a href={loginHref}>{i18n._({ id: 'job-post.have-account.log-in', message: 'Log in first' })}</a>
            </p>
          ) : null}
        </form>
      )}
    </QueryState>
  );
}
