// Consumer/OverviewProfessionals (spec §2.6 /consumer/my-projects/{id}/overview-professionals): the
// responses to one job with the owner's choices, the limits, closing the job and, once a pro is
// hired, the way to review them. `notHiredServiceProId` (a pro the owner passed over, e.g. from a
// "you chose someone else" email) marks that pro's response and opens its decline form, so the
// owner can tell them why.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ConsumerJobOverviewQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { refusalMessage } from './choice-messages.ts';
import { ConsumerCloseJobDocument, ConsumerJobOverviewDocument } from './generated/documents.ts';
import { JOB_STATUS_TONE, jobStatusLabel, proName } from './labels.ts';
import { MAX_DECLINE_REASON, OVERVIEW_QUERIES, ResponseCard } from './response-card.tsx';

type Job = NonNullable<ConsumerJobOverviewQuery['serviceRequest']>;

export function OverviewPage({ id, notHiredServiceProId }: { id: string; notHiredServiceProId: string | null }) {
  const { i18n } = useLingui();
  const overview = useQuery(ConsumerJobOverviewDocument, { id });
  return (
    <div className="consumer-page">
      <QueryState data={overview.data} error={overview.error} onRetry={() => void overview.mutate()}>
        {(data) =>
          data.serviceRequest?.responsesOverview ? (
            <JobOverview
              job={data.serviceRequest}
              reviewed={data.myReview !== null}
              notHiredServiceProId={notHiredServiceProId}
            />
          ) : (
            <>
              <PageHeading title={i18n._({ id: 'consumer.overview.missing-title', message: 'Job not found' })} />
              <EmptyState
                title={i18n._({
                  id: 'consumer.overview.missing',
                  message: 'This job does not exist or is not one of yours.',
                })}
                action={
                  <Link to="myProjects" className="button">
                    {i18n._({ id: 'consumer.back-to-projects', message: 'Back to my projects' })}
                  </Link>
                }
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function JobOverview({
  job,
  reviewed,
  notHiredServiceProId,
}: {
  job: Job;
  reviewed: boolean;
  notHiredServiceProId: string | null;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const [justHired, setJustHired] = useState(false);
  const overview = job.responsesOverview;
  if (!overview) return null;
  const open = job.status === 'OPEN';
  const place = job.location.parent?.name ?? job.location.name;
  const notHired = notHiredServiceProId
    ? overview.responses.find((response) => response.servicePro.id === notHiredServiceProId)
    : undefined;
  // The hired response is shown at the top; the list holds everyone else.
  const others = overview.responses.filter((response) => response.id !== overview.hired?.id);

  return (
    <>
      <p className="consumer-back">
        <Link to="myProjects">{i18n._({ id: 'consumer.back-to-projects', message: 'Back to my projects' })}</Link>
      </p>
      <PageHeading
        title={i18n._({
          id: 'consumer.project.title',
          message: '{service} in {place}',
          values: { service: job.service.name, place },
        })}
        lead={i18n._({
          id: 'consumer.project.posted',
          message: '{profession} · posted on {date}',
          values: { profession: job.profession.name, date: formatDate(job.createdAt) },
        })}
      >
        <StatusPill tone={JOB_STATUS_TONE[job.status]}>{jobStatusLabel(i18n, job.status)}</StatusPill>
      </PageHeading>
      <p className="consumer-description">{job.description}</p>
      <ul className="consumer-counts" aria-label={i18n._({ id: 'consumer.overview.limits', message: 'Your choices' })}>
        <li data-testid="overview-shortlist-count">
          {i18n._({
            id: 'consumer.overview.shortlist-limit',
            message: 'Shortlisted: {count} of {limit}',
            values: { count: overview.shortlisted.length, limit: overview.shortlistLimit },
          })}
        </li>
        <li data-testid="overview-invite-count">
          {i18n._({
            id: 'consumer.overview.invite-limit',
            message: 'Invited: {count} of {limit}',
            values: { count: job.invitesCount, limit: overview.inviteLimit },
          })}
        </li>
      </ul>

      {overview.hired ? (
        <HiredPanel
          serviceRequestId={job.id}
          name={proName(overview.hired.servicePro)}
          reviewed={reviewed}
          focus={justHired}
        />
      ) : null}

      {notHiredServiceProId && !notHired ? (
        <FormMessage>
          {i18n._({
            id: 'consumer.overview.not-hired-missing',
            message: 'The pro you were asked about has not responded to this job.',
          })}
        </FormMessage>
      ) : null}

      {overview.hired ? (
        <ul className="list consumer-responses">
          <ResponseCard response={overview.hired} serviceRequestId={job.id} jobOpen={false} onHired={() => {}} />
        </ul>
      ) : null}

      <section aria-labelledby="consumer-responses-heading">
        <h2 id="consumer-responses-heading">
          {i18n._({
            id: 'consumer.overview.responses',
            message: 'Responses ({count})',
            values: { count: others.length },
          })}
        </h2>
        {others.length === 0 ? (
          <p className="consumer-meta">
            {open
              ? i18n._({
                  id: 'consumer.overview.no-responses-open',
                  message: 'No pro has responded yet. Pros near you are told about your job; you can also invite some.',
                })
              : i18n._({ id: 'consumer.overview.no-responses', message: 'No other responses.' })}
          </p>
        ) : (
          <ul className="list consumer-responses">
            {others.map((response) => (
              <ResponseCard
                key={response.id}
                response={response}
                serviceRequestId={job.id}
                jobOpen={open}
                highlighted={response.id === notHired?.id}
                onHired={() => setJustHired(true)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="consumer-invited-heading">
        <h2 id="consumer-invited-heading">{i18n._({ id: 'consumer.overview.invited', message: 'Invited pros' })}</h2>
        {overview.invited.length === 0 ? (
          <p className="consumer-meta">
            {i18n._({ id: 'consumer.overview.none-invited', message: 'You have not invited anyone yet.' })}
          </p>
        ) : (
          <ul className="list consumer-responses">
            {overview.invited.map((response) => (
              <ResponseCard
                key={response.id}
                response={response}
                serviceRequestId={job.id}
                jobOpen={open}
                onHired={() => {}}
              />
            ))}
          </ul>
        )}
        {open ? (
          <p>
            <Link
              to="recommendations"
              params={{ serviceRequestId: job.id, fromPage: 'overview' }}
              className="button secondary"
            >
              {i18n._({ id: 'consumer.overview.find-pros', message: 'Find pros to invite' })}
            </Link>
          </p>
        ) : null}
      </section>

      {open ? <CloseJob serviceRequestId={job.id} /> : null}
    </>
  );
}

// §2.6: after hiring, the owner is asked to review the pro.
function HiredPanel({
  serviceRequestId,
  name,
  reviewed,
  focus,
}: {
  serviceRequestId: string;
  name: string;
  reviewed: boolean;
  focus: boolean;
}) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="card consumer-hired" aria-labelledby="consumer-hired-heading">
      <h2 id="consumer-hired-heading" tabIndex={-1} ref={heading}>
        {i18n._({ id: 'consumer.hired.title', message: 'You hired {name}', values: { name } })}
      </h2>
      <p>
        {reviewed
          ? i18n._({
              id: 'consumer.hired.reviewed',
              message: 'Thank you for your review. You can still change it.',
            })
          : i18n._({
              id: 'consumer.hired.prompt',
              message: 'Once the work is done, tell other home owners how it went: your review helps them choose.',
            })}
      </p>
      <Link to="editReview" params={{ serviceRequestId }} className="button">
        <span data-testid="review-link">
          {reviewed
            ? i18n._({ id: 'consumer.hired.edit-review', message: 'Edit your review' })
            : i18n._({ id: 'consumer.hired.write-review', message: 'Write a review of {name}', values: { name } })}
        </span>
      </Link>
    </section>
  );
}

function CloseJob({ serviceRequestId }: { serviceRequestId: string }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const close = useMutation(ConsumerCloseJobDocument, { revalidate: OVERVIEW_QUERIES });
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim().length > MAX_DECLINE_REASON) {
      setReasonError(
        i18n._({
          id: 'consumer.decline.reason-too-long',
          message: 'Keep the reason under {max} characters.',
          values: { max: MAX_DECLINE_REASON },
        }),
      );
      return;
    }
    setReasonError(null);
    try {
      const trimmed = reason.trim();
      const { closeServiceRequest: result } = await close.trigger({
        input: { serviceRequestId, reason: trimmed === '' ? null : trimmed },
      });
      if (result.__typename === 'ServiceRequestClosed') {
        setConfirming(false);
        toast.success(
          i18n._({ id: 'consumer.close.done', message: 'Your job is closed. Pros can no longer respond.' }),
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
    <section className="consumer-close" aria-labelledby="consumer-close-heading">
      <h2 id="consumer-close-heading" tabIndex={-1} ref={heading}>
        {i18n._({ id: 'consumer.close.title', message: 'No longer need a pro?' })}
      </h2>
      {confirming ? (
        <form className="form consumer-inline-form" onSubmit={submit} noValidate>
          <TextArea
            label={i18n._({ id: 'consumer.close.reason', message: 'Why are you closing the job? (optional)' })}
            name="closeReason"
            value={reason}
            maxLength={MAX_DECLINE_REASON}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <p>
            {i18n._({
              id: 'consumer.close.warning',
              message: 'Every pro still waiting for your answer is told the job is closed.',
            })}
          </p>
          <div className="actions">
            <button type="submit" className="button" disabled={close.isMutating} data-testid="close-job-confirm">
              {i18n._({ id: 'consumer.close.confirm', message: 'Close the job' })}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={close.isMutating}
              onClick={() => setConfirming(false)}
            >
              {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button secondary" onClick={() => setConfirming(true)} data-testid="close-job">
          {i18n._({ id: 'consumer.close.open', message: 'Close this job' })}
        </button>
      )}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </section>
  );
}
