// What a professional can do on a job: show interest, send a proposal, save it for later — or see
// the response they already sent.
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '../../components/ui/fields.tsx';
import type { ProposalStatus } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { ProJobsShowInterestDocument } from './generated/documents.ts';
import type { Job } from './job-details.tsx';
import { RouteLink } from './route-link.tsx';
import { SaveJobButton } from './save-job-button.tsx';
import { type InterestOutcome, interestOutcome } from './show-interest.ts';

const NOT_YET_PROPOSED: readonly ProposalStatus[] = ['INVITED', 'INTERESTED'];

export function ProJobActions({ job }: { job: Job }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const [proposal, setProposal] = useState(job.myProposal);
  const [outcome, setOutcome] = useState<InterestOutcome | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const showInterest = useMutation(ProJobsShowInterestDocument, {
    revalidate: ['proJobsJob', 'proJobsActivity'],
  });

  // The answer is announced and takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  const open = job.status === 'OPEN' && !outcome?.closesActions;
  const proposed = proposal !== null && !NOT_YET_PROPOSED.includes(proposal.status);
  const mayShowInterest = open && (proposal === null || proposal.status === 'INVITED');
  const mayPropose = open && !proposed;

  const onShowInterest = async () => {
    setOutcome(null);
    try {
      const { showInterest: result } = await showInterest.trigger({ input: { serviceRequestId: job.id } });
      if ('proposal' in result) setProposal(result.proposal);
      setOutcome(interestOutcome(i18n, result));
    } catch (error) {
      setOutcome({
        tone: 'error',
        closesActions: false,
        message:
          errorMessage(error) ??
          i18n._({ id: 'pro-jobs.interest.failed', message: 'Your interest could not be sent. Please try again.' }),
      });
    }
  };

  return (
    <section className="pro-job-actions card" aria-label={i18n._({ id: 'pro-jobs.job.actions', message: 'Respond' })}>
      <div ref={messageRef} tabIndex={-1} className="pro-job-outcome">
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
        {!open && !outcome && job.status !== 'OPEN' ? (
          <p>{i18n._({ id: 'pro-jobs.job.not-open', message: 'This job no longer accepts responses.' })}</p>
        ) : null}
      </div>
      <div className="actions">
        {mayShowInterest ? (
          <button
            type="button"
            className="button"
            data-testid="job-show-interest"
            disabled={showInterest.isMutating}
            onClick={onShowInterest}
          >
            {showInterest.isMutating
              ? i18n._({ id: 'pro-jobs.interest.sending', message: 'Sending…' })
              : i18n._({ id: 'pro-jobs.interest.button', message: 'Show interest' })}
          </button>
        ) : null}
        {mayPropose ? (
          <RouteLink
            to="createProposal"
            params={{ id: job.id }}
            className={mayShowInterest ? 'button secondary' : 'button'}
            testId="job-send-proposal"
          >
            {i18n._({ id: 'pro-jobs.job.send-proposal', message: 'Send a proposal' })}
          </RouteLink>
        ) : null}
        {proposed && proposal ? (
          <RouteLink to="myProposal" params={{ id: proposal.id }} className="button" testId="job-view-proposal">
            {i18n._({ id: 'pro-jobs.job.view-proposal', message: 'View your proposal' })}
          </RouteLink>
        ) : null}
        <SaveJobButton jobId={job.id} saved={job.isSavedForLater} />
      </div>
      {proposal?.status === 'INTERESTED' && !outcome ? (
        <p className="pro-job-muted">
          {i18n._({
            id: 'pro-jobs.job.interested-note',
            message: 'You showed interest in this job. Send a proposal to tell the home owner more.',
          })}
        </p>
      ) : null}
    </section>
  );
}
