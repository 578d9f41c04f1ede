// ServicePro/CreateProposal (spec §2.7): the professional's proposal for a job, in five steps whose
// name is in the address, so the back button and a reload land on the same step with what was
// entered kept (session storage). Sent with createProposal; every refusal is explained.
import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Money } from '../../components/ui/money.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StepProgress } from '../../components/ui/steps.tsx';
import type { ProposalsCreateProposalJobQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { describeRefusal, type Refusal } from './create-proposal-result.ts';
import { StepFields } from './create-proposal-steps.tsx';
import { ProposalsCreateProposalDocument, ProposalsCreateProposalJobDocument } from './generated/documents.ts';
import { JobSummary } from './job-summary.tsx';
import {
  clearDraft,
  type DraftErrors,
  EMPTY_DRAFT,
  firstInvalidStep,
  loadDraft,
  type ProposalDraft,
  STEPS,
  type StepName,
  saveDraft,
  stepOf,
  toCreateProposalInput,
  validateStep,
} from './proposal-draft.ts';

type Job = NonNullable<ProposalsCreateProposalJobQuery['serviceRequest']>;

// Statuses from which a proposal can still be sent (an invitation or interest becomes one).
const MAY_PROPOSE = new Set(['INVITED', 'INTERESTED']);

export function createProposalVariables(params: Readonly<Record<string, string>>) {
  return { id: params.id ?? '' };
}

export function CreateProposalPage({ params }: { params: Readonly<Record<string, string>> }) {
  const { i18n } = useLingui();
  const { data, error, mutate } = useQuery(ProposalsCreateProposalJobDocument, createProposalVariables(params));
  return (
    <div className="narrow create-proposal">
      <PageHeading title={i18n._({ id: 'proposals.create.title', message: 'Send a proposal' })} />
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ serviceRequest: job, me }) => {
          if (!job) {
            return (
              <EmptyState
                title={i18n._({ id: 'proposals.create.not-found', message: 'This job cannot be found' })}
                action={
                  <Link to="newServiceRequests" className="button">
                    {i18n._({ id: 'proposals.create.see-new-jobs', message: 'See new jobs' })}
                  </Link>
                }
              >
                <p>
                  {i18n._({
                    id: 'proposals.create.not-found-text',
                    message: 'It may have been removed, or it is outside your work area.',
                  })}
                </p>
              </EmptyState>
            );
          }
          const photos = me && 'photos' in me ? me.photos : [];
          return (
            <>
              <JobSummary job={job} />
              <ProposalGate job={job}>
                <ProposalForm job={job} photos={photos} step={stepOf(params.step)} onLeadFeeChanged={() => mutate()} />
              </ProposalGate>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

// A job that closed, or one the professional already proposed on, takes no (new) proposal.
function ProposalGate({ job, children }: { job: Job; children: ReactNode }) {
  const { i18n } = useLingui();
  if (job.myProposal && !MAY_PROPOSE.has(job.myProposal.status)) {
    return (
      <EmptyState
        title={i18n._({ id: 'proposals.create.already-sent', message: 'You have already sent a proposal' })}
        action={
          <Link to="myProposal" params={{ id: job.myProposal.id }} className="button">
            {i18n._({ id: 'proposals.create.view-proposal', message: 'View your proposal' })}
          </Link>
        }
      />
    );
  }
  if (job.status !== 'OPEN') {
    return (
      <EmptyState
        title={i18n._({ id: 'proposals.create.closed', message: 'This job no longer takes proposals' })}
        action={
          <Link to="newServiceRequests" className="button">
            {i18n._({ id: 'proposals.create.see-new-jobs', message: 'See new jobs' })}
          </Link>
        }
      />
    );
  }
  return <>{children}</>;
}

function useStepTitle() {
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

function ProposalForm({
  job,
  photos,
  step,
  onLeadFeeChanged,
}: {
  job: Job;
  photos: readonly { id: string; url: string; caption: string | null }[];
  step: StepName;
  onLeadFeeChanged: () => void;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const stepTitle = useStepTitle();
  const describeError = useErrorMessage();
  const create = useMutation(ProposalsCreateProposalDocument, { revalidate: ['proposalsProposalList'] });
  const [draft, setDraft] = useState<ProposalDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // Until the page is interactive the buttons stay disabled: a form sent by the browser itself
  // would put the answers in the address.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const index = STEPS.indexOf(step);
  const isLast = index === STEPS.length - 1;

  // What was entered earlier in this tab (read after hydration: the server has no session storage).
  useEffect(() => {
    const stored = loadDraft(job.id);
    if (stored) setDraft(stored);
  }, [job.id]);

  // A new step: its heading takes the focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const update = (patch: Partial<ProposalDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      saveDraft(job.id, next);
      return next;
    });
  };

  const goTo = (target: StepName) => router.navigate(router.href('createProposal', { id: job.id, step: target }));

  async function send() {
    const invalid = firstInvalidStep(draft);
    if (invalid) {
      setErrors(invalid.errors);
      if (invalid.step !== step) goTo(invalid.step);
      return;
    }
    setRefusal(null);
    try {
      const { createProposal: result } = await create.trigger({
        input: toCreateProposalInput(job.id, draft, job.service.leadFee.amountMinor),
      });
      if (result.__typename === 'ProposalCreated') {
        clearDraft(job.id);
        toast.success(
          i18n._({
            id: 'proposals.create.sent',
            message: 'Your proposal was sent to {owner}',
            values: { owner: job.consumer.displayName },
          }),
        );
        router.navigate(router.href('myProposal', { id: result.proposal.id }));
        return;
      }
      const answer = describeRefusal(i18n, result);
      setRefusal(answer);
      if (answer.errors) setErrors(answer.errors);
      if (answer.refetchJob) onLeadFeeChanged();
      if (answer.step && answer.step !== step) goTo(answer.step);
    } catch (failure) {
      setRefusal({
        message:
          describeError(failure) ??
          i18n._({ id: 'proposals.create.failed', message: 'Your proposal could not be sent. Please try again.' }),
      });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLast) {
      void send();
      return;
    }
    const stepErrors = validateStep(step, draft);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) return;
    setRefusal(null);
    goTo(STEPS[index + 1] ?? step);
  }

  return (
    <form
      className="card form proposal-form"
      onSubmit={onSubmit}
      noValidate
      data-testid={`create-proposal-step-${step}`}
    >
      <StepProgress current={index + 1} total={STEPS.length} />
      <h2 ref={heading} tabIndex={-1}>
        {stepTitle(step)}
      </h2>
      <StepFields
        step={step}
        draft={draft}
        errors={errors}
        ownerName={job.consumer.displayName}
        currency={job.service.leadFee.currency}
        photos={photos}
        onChange={update}
      />
      {isLast ? (
        <p className="lead-fee" data-testid="create-proposal-lead-fee">
          {i18n._({ id: 'proposals.create.lead-fee', message: 'Sending this proposal costs' })}{' '}
          <strong>
            <Money value={job.service.leadFee} />
          </strong>
        </p>
      ) : null}
      {refusal ? (
        <FormMessage>
          {refusal.message}
          {refusal.proposalId ? (
            <>
              {' '}
              <Link to="myProposal" params={{ id: refusal.proposalId }}>
                {i18n._({ id: 'proposals.create.view-proposal', message: 'View your proposal' })}
              </Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <div className="actions">
        {index > 0 ? (
          <button
            type="button"
            className="button secondary"
            data-testid="create-proposal-back"
            onClick={() => goTo(STEPS[index - 1] ?? step)}
          >
            {i18n._({ id: 'proposals.create.back', message: 'Back' })}
          </button>
        ) : null}
        {isLast ? (
          <button
            type="submit"
            className="button"
            data-testid="create-proposal-submit"
            disabled={!interactive || create.isMutating}
          >
            {create.isMutating
              ? i18n._({ id: 'proposals.create.sending', message: 'Sending…' })
              : i18n._({ id: 'proposals.create.submit', message: 'Send proposal' })}
          </button>
        ) : (
          <button type="submit" className="button" data-testid="create-proposal-next" disabled={!interactive}>
            {i18n._({ id: 'proposals.create.next', message: 'Next' })}
          </button>
        )}
      </div>
    </form>
  );
}
