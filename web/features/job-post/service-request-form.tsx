// The request form (spec §2.1 Visitor/ServiceRequestForm, §2.5): numbered steps — trade and
// service, the service's questions, description and photos, start time, postcode and, for a
// visitor, who they are. Each step is checked before Next, Back keeps what was entered, each step
// is a page view of its own (§7.3), and every answer of postServiceRequest has its message.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BRANDS } from '../../../shared/brands.ts';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { FormMessage } from '../../components/ui/fields.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { StepProgress } from '../../components/ui/steps.tsx';
import { sendFormStepPageView } from '../../lib/analytics/page-views.ts';
import { useClientConfig } from '../../lib/config.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { request } from '../../lib/graphql.ts';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { Captcha } from './captcha.tsx';
import {
  checkStep,
  type FormValues,
  initialValues,
  type Problems,
  type StepName,
  stepsFor,
  toPostInput,
} from './form-state.ts';
import { FormStep } from './form-step.tsx';
import {
  JobPostPostalCodeDocument,
  JobPostPostServiceRequestDocument,
  JobPostProfessionsDocument,
  JobPostTownsDocument,
} from './generated/documents.ts';
import { type FormError, formErrorText, readPostResult } from './post-result.ts';
import { type PostalCodeCheck, pickTown } from './postal-code-fields.tsx';
import { useProfession } from './use-profession.ts';

export interface ServiceRequestFormProps {
  readonly initialProfessionSlug?: string;
  readonly initialServiceSlug?: string;
  // Send the job to this professional only (spec §2.2 /send-request-to/{slug}).
  readonly directRequestToSlug?: string;
}

export function ServiceRequestForm({
  initialProfessionSlug,
  initialServiceSlug,
  directRequestToSlug,
}: ServiceRequestFormProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const brand = BRANDS[useClientConfig().brandId];
  const errorMessage = useErrorMessage();
  const isVisitor = user === null;
  const steps = stepsFor(isVisitor);
  const [values, setValues] = useState<FormValues>(() => initialValues(initialProfessionSlug, initialServiceSlug));
  const [stepIndex, setStepIndex] = useState(0);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const professions = useQuery(JobPostProfessionsDocument, { brand: brand.id });
  const profession = useProfession(brand.id, values.professionSlug);
  const service = profession.data?.profession?.services.find((item) => item.slug === values.serviceSlug) ?? null;
  const post = useMutation(JobPostPostServiceRequestDocument);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const step: StepName = steps[Math.min(stepIndex, steps.length - 1)] ?? 'service';
  const isLast = stepIndex >= steps.length - 1;
  // The postcode step asks the upstream whether the code is one of the country's and whether its
  // place is known, before it goes on (decision record 029). checkedCode is the code last asked
  // about; afterCheck, while the form waits for the answer, whether the town was already asked.
  const [checkedCode, setCheckedCode] = useState<string | null>(null);
  const [afterCheck, setAfterCheck] = useState<{ townAsked: boolean } | null>(null);
  const postalCode = useQuery(
    JobPostPostalCodeDocument,
    { brand: brand.id, postalCode: checkedCode ?? '' },
    { enabled: checkedCode !== null },
  );
  const postalCodeCheck: PostalCodeCheck | null =
    checkedCode !== null && checkedCode === values.postalCode.trim() ? (postalCode.data?.postalCode ?? null) : null;

  // A trade or service named in the address that the brand does not have is not chosen.
  const list = professions.data?.professions;
  useEffect(() => {
    if (!list || values.professionSlug === '') return;
    const known = list.find((item) => item.slug === values.professionSlug);
    if (!known) setValues((current) => ({ ...current, professionSlug: '', serviceSlug: '' }));
    else if (values.serviceSlug !== '' && !known.services.some((item) => item.slug === values.serviceSlug)) {
      setValues((current) => ({ ...current, serviceSlug: '' }));
    }
  }, [list, values.professionSlug, values.serviceSlug]);

  // §7.3: each step is a page view with its number and the service chosen so far.
  const serviceId = useRef<string | null>(null);
  serviceId.current = service?.id ?? null;
  const shown = useRef(false);
  useEffect(() => {
    void sendFormStepPageView({ step: stepIndex + 1, serviceId: serviceId.current });
    // The first step is where the page starts; later ones move focus to their heading.
    if (shown.current) heading.current?.focus();
    shown.current = true;
  }, [stepIndex]);

  const update = (patch: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A corrected field loses its error; the others keep theirs until the next check.
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('professionSlug' in patch) delete next.profession;
      if ('serviceSlug' in patch) delete next.service;
      if ('answers' in patch) for (const key of Object.keys(next)) if (key.startsWith('answers.')) delete next[key];
      if ('townName' in patch || 'townId' in patch) delete next.town;
      return next;
    });
  };

  const goTo = (index: number) => {
    setFormError(null);
    setFailure(null);
    setStepIndex(index);
  };

  async function submit(current: FormValues = values) {
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
    if (outcome.problems.town) setCheckedCode(current.postalCode.trim());
    const at = outcome.step ? steps.indexOf(outcome.step) : -1;
    if (at >= 0 && at !== stepIndex) setStepIndex(at);
  }

  const onward = (current: FormValues = values) => {
    if (isLast) void submit(current);
    else goTo(stepIndex + 1);
  };

  // What the upstream said of the postcode: a malformed one is refused here (spec §8
  // INVALID_POSTAL_CODE); a known one goes on; one of no known place needs its town, chosen from
  // the suggestions or typed in full.
  async function decide(check: PostalCodeCheck, townAsked: boolean) {
    if (check.status === 'INVALID') return setProblems({ postalCode: { code: 'INVALID' } });
    if (check.status === 'KNOWN' || values.townId !== '') return onward();
    const typed = values.townName.trim();
    if (typed === '') {
      // The first time, the town field appears with its explanation; after that, it is required.
      if (townAsked) setProblems({ town: { code: 'REQUIRED' } });
      return;
    }
    let town: ReturnType<typeof pickTown> = null;
    try {
      town = pickTown(typed, (await request(JobPostTownsDocument, { brand: brand.id, query: typed })).towns);
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    if (!town) return setProblems({ town: { code: 'REQUIRED' } });
    const chosen = { ...values, townName: town.name, townId: town.id };
    setValues(chosen);
    onward(chosen);
  }

  // The effect below acts on the answer with the form as it is when the answer arrives.
  const latestDecide = useRef(decide);
  latestDecide.current = decide;
  useEffect(() => {
    if (!afterCheck || checkedCode === null) return;
    if (postalCode.error) {
      setAfterCheck(null);
      setFailure(errorMessage(postalCode.error));
      return;
    }
    const check = postalCode.data?.postalCode;
    if (!check) return;
    setAfterCheck(null);
    void latestDecide.current(check, afterCheck.townAsked);
  }, [afterCheck, checkedCode, postalCode.data, postalCode.error, errorMessage]);

  const checkPostalCode = () => {
    const code = values.postalCode.trim();
    const townAsked = postalCodeCheck?.status === 'TOWN_NEEDED';
    setFailure(null);
    if (checkedCode === code && postalCode.error) void postalCode.mutate();
    setCheckedCode(code);
    setAfterCheck({ townAsked });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isMutating || afterCheck) return;
    const found = checkStep(step, values, service);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (step === 'service' && !service) return;
    if (step === 'postalCode') checkPostalCode();
    else onward();
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
            postalCodeCheck={postalCodeCheck}
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
          {formError ? (
            <FormMessage>
              {formErrorText(i18n, formError)}
              {formError.code === 'DUPLICATE_REGISTRATION' ? (
                <>
                  {' '}
                  <a href={loginHref} data-testid="job-post-login">
                    {i18n._({ id: 'job-post.failure.log-in', message: 'Log in' })}
                  </a>
                </>
              ) : null}
            </FormMessage>
          ) : null}
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <div className="actions job-post-actions">
            {stepIndex > 0 ? (
              <button
                type="button"
                className="button secondary"
                data-testid="job-post-back"
                disabled={post.isMutating}
                onClick={() => {
                  setProblems({});
                  goTo(stepIndex - 1);
                }}
              >
                {i18n._({ id: 'job-post.back', message: 'Back' })}
              </button>
            ) : null}
            {isLast ? (
              <button
                type="submit"
                className="button"
                data-testid="job-post-submit"
                disabled={post.isMutating || afterCheck !== null}
              >
                {post.isMutating
                  ? i18n._({ id: 'job-post.submitting', message: 'Posting your job…' })
                  : i18n._({ id: 'job-post.submit', message: 'Post my job' })}
              </button>
            ) : (
              <button
                type="submit"
                className="button"
                data-testid="job-post-next"
                disabled={
                  afterCheck !== null ||
                  (step === 'service' && values.serviceSlug !== '' && !service && profession.isLoading)
                }
              >
                {i18n._({ id: 'job-post.next', message: 'Next' })}
              </button>
            )}
          </div>
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
