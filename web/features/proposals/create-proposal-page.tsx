// ServicePro/CreateProposal (spec §2.7): the professional's proposal for a job, in five steps whose
// name is in the address, so the back button and a reload land on the same step with what was
// entered kept (session storage). Sent with createProposal; every refusal is explained.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { ProposalsCreateProposalJobQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { ProposalsCreateProposalJobDocument } from './generated/documents.ts';
import { JobSummary } from './job-summary.tsx';
import { stepOf } from './proposal-draft.ts';
import { ProposalForm } from './proposal-form.tsx';

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
