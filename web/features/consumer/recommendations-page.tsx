// Consumer/Recommendations (spec §2.6 /consumer/my-project/{serviceRequestId}/recommendations,
// parameter fromPage): the pros who fit the job best (§3 recommendedServicePros), to invite.
// fromPage says where the owner came from, and so where "back" goes.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore, QueryState } from '../../components/ui/status.tsx';
import { RatingSummary, VerifiedBadge } from '../../components/ui/trust.tsx';
import type { ConsumerRecommendationsJobQuery, ConsumerRecommendationsQuery } from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { refusalMessage } from './choice-messages.ts';
import {
  ConsumerInviteProDocument,
  ConsumerRecommendationsDocument,
  ConsumerRecommendationsJobDocument,
} from './generated/documents.ts';
import { OVERVIEW_QUERIES } from './job-choices.ts';
import { proName } from './labels.ts';

export const RECOMMENDATIONS_PAGE_SIZE = 10;

type Job = NonNullable<ConsumerRecommendationsJobQuery['serviceRequest']>;
type Edge = NonNullable<ConsumerRecommendationsQuery['serviceRequest']>['recommendedServicePros']['edges'][number];

export function RecommendationsPage({ serviceRequestId, fromPage }: { serviceRequestId: string; fromPage: string }) {
  const { i18n } = useLingui();
  const job = useQuery(ConsumerRecommendationsJobDocument, { id: serviceRequestId });
  const back =
    fromPage === 'my-projects' ? (
      <Link to="myProjects">{i18n._({ id: 'consumer.back-to-projects', message: 'Back to my projects' })}</Link>
    ) : (
      <Link to="overviewProfessionals" params={{ id: serviceRequestId }}>
        {i18n._({ id: 'consumer.back-to-responses', message: 'Back to the responses' })}
      </Link>
    );
  return (
    <div className="consumer-page">
      <p className="consumer-back">{back}</p>
      <QueryState data={job.data} error={job.error} onRetry={() => void job.mutate()}>
        {(data) =>
          data.serviceRequest?.responsesOverview ? (
            <Recommendations job={data.serviceRequest} />
          ) : (
            <>
              <PageHeading title={i18n._({ id: 'consumer.overview.missing-title', message: 'Job not found' })} />
              <EmptyState
                title={i18n._({
                  id: 'consumer.overview.missing',
                  message: 'This job does not exist or is not one of yours.',
                })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function Recommendations({ job }: { job: Job }) {
  const { i18n } = useLingui();
  const pros = useConnection(
    ConsumerRecommendationsDocument,
    { id: job.id, first: RECOMMENDATIONS_PAGE_SIZE },
    (data) => data.serviceRequest?.recommendedServicePros,
  );
  const overview = job.responsesOverview;
  const place = job.location.parent?.name ?? job.location.name;
  const taken = new Set([
    ...(overview?.invited ?? []).map((response) => response.servicePro.id),
    ...(overview?.responses ?? []).map((response) => response.servicePro.id),
  ]);
  const open = job.status === 'OPEN';
  return (
    <>
      <PageHeading
        title={i18n._({
          id: 'consumer.recommendations.title',
          message: 'Recommended pros for {service} in {place}',
          values: { service: job.service.name, place },
        })}
        lead={i18n._({
          id: 'consumer.recommendations.lead',
          message:
            'These pros offer this service near you, best match first. Invite up to {limit} and they will be asked to respond.',
          values: { limit: overview?.inviteLimit ?? 0 },
        })}
      />
      <p className="consumer-meta" data-testid="recommendations-invite-count">
        {i18n._({
          id: 'consumer.overview.invite-limit',
          message: 'Invited: {count} of {limit}',
          values: { count: job.invitesCount, limit: overview?.inviteLimit ?? 0 },
        })}
      </p>
      {!open ? (
        <FormMessage>
          {i18n._({
            id: 'consumer.recommendations.closed',
            message: 'This job no longer takes responses, so you cannot invite pros to it.',
          })}
        </FormMessage>
      ) : null}
      {pros.error && pros.items.length === 0 ? (
        <LoadFailed error={pros.error} onRetry={() => void pros.refresh()} />
      ) : pros.isLoading && pros.items.length === 0 ? (
        <Loading />
      ) : pros.items.length === 0 ? (
        <EmptyState title={i18n._({ id: 'consumer.recommendations.empty', message: 'No pros to recommend yet' })}>
          <p>
            {i18n._({
              id: 'consumer.recommendations.empty-hint',
              message: 'We found no other pros for this service near you. Pros who see your job can still respond.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="list consumer-responses">
            {pros.items.map((pro) => (
              <RecommendedPro
                key={pro.id}
                pro={pro}
                serviceRequestId={job.id}
                canInvite={open && !taken.has(pro.id)}
                alreadyInvolved={taken.has(pro.id)}
              />
            ))}
          </ul>
          <LoadMore hasMore={pros.hasMore} isLoadingMore={pros.isLoadingMore} onLoadMore={pros.loadMore} />
        </>
      )}
    </>
  );
}

function RecommendedPro({
  pro,
  serviceRequestId,
  canInvite,
  alreadyInvolved,
}: {
  pro: Edge['node'];
  serviceRequestId: string;
  canInvite: boolean;
  alreadyInvolved: boolean;
}) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const invite = useMutation(ConsumerInviteProDocument, { revalidate: OVERVIEW_QUERIES });
  const [failure, setFailure] = useState<string | null>(null);
  const name = proName(pro);

  const doInvite = async () => {
    setFailure(null);
    try {
      const { invitePro: result } = await invite.trigger({ input: { serviceRequestId, serviceProSlug: pro.slug } });
      if (result.__typename === 'ProInvited') {
        toast.success(
          i18n._({ id: 'consumer.invite.done', message: 'You invited {name} to respond.', values: { name } }),
        );
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'consumer.error.generic', message: 'Something went wrong. Please try again.' }),
      );
    }
  };

  return (
    <li className="card consumer-response" data-testid="recommended-pro" data-pro-slug={pro.slug}>
      <div className="consumer-card-head">
        <h2>
          <Link to="proProfile" params={{ serviceProSlug: pro.slug }}>
            {name}
          </Link>
        </h2>
      </div>
      <p className="consumer-trust">
        {pro.isVerified ? <VerifiedBadge /> : null}
        <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
      </p>
      {pro.bio ? <p className="consumer-description">{pro.bio}</p> : null}
      <div className="actions">
        {canInvite ? (
          <button type="button" className="button" disabled={invite.isMutating} onClick={doInvite} data-testid="invite">
            {i18n._({ id: 'consumer.action.invite', message: 'Invite {name}', values: { name } })}
          </button>
        ) : alreadyInvolved ? (
          <p className="consumer-meta">
            {i18n._({ id: 'consumer.recommendations.involved', message: 'Already invited or responded' })}
          </p>
        ) : null}
      </div>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </li>
  );
}
