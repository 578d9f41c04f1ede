// The proposal form (spec §2.7 create-proposal): five steps named in the address, each checked
// before Next, the whole draft checked again before sending, and every refusal said in words and
// taken back to the step it concerns.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Money } from '../../components/ui/money.tsx';
import { StepProgress } from '../../components/ui/steps.tsx';
import type { ProposalsCreateProposalJobQuery } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { describeRefusal, type Refusal } from './create-proposal-result.ts';
import { StepFields } from './create-proposal-steps.tsx';
import { ProposalsCreateProposalDocument } from './generated/documents.ts';
import {
  clearDraft,
  type DraftErrors,
  firstInvalidStep,
  STEPS,
  type StepName,
  toCreateProposalInput,
  validateStep,
} from './proposal-draft.ts';
import { ProposalFormActions } from './proposal-form-actions.tsx';
import { RefusalMessage } from './refusal-message.tsx';
import { useStepTitle } from './step-title.ts';
import { useProposalDraft } from './use-proposal-draft.ts';

type Job = NonNullable<ProposalsCreateProposalJobQuery['serviceRequest']>;

export function ProposalForm({
  job,
  photos,
  step,
  onLeadFeeChanged,
}: {
  job: Job;
  photos: readonly {
    id: string;
    url: string;
    caption: string | null;
    width: number | null;
    height: number | null;
  }[];
  step: StepName;
  onLeadFeeChanged: () => void;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const stepTitle = useStepTitle();
  const describeError = useErrorMessage();
  const create = useMutation(ProposalsCreateProposalDocument, { revalidate: ['proposalsProposalList'] });
  const { draft, update } = useProposalDraft(job.id);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // Until the page is interactive the buttons stay disabled (proposal-form-actions.tsx).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const index = STEPS.indexOf(step);
  const isLast = index === STEPS.length - 1;

  // A new step: its heading takes the focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

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
      {refusal ? <RefusalMessage refusal={refusal} /> : null}
      <ProposalFormActions
        canGoBack={index > 0}
        isLast={isLast}
        interactive={interactive}
        sending={create.isMutating}
        onBack={() => goTo(STEPS[index - 1] ?? step)}
      />
    </form>
  );
}
