// What a job says about itself: the work, its place and start, the home owner's answers, the
// description and the photos. Shown to the professionals it was offered to and to staff.
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Money } from '../../components/ui/money.tsx';
import { Photo } from '../../components/ui/photo.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ProJobsJobQuery, ServiceRequestStatus } from '../../generated/graphql.ts';
import { PlaceAndTimeFacts, ResponsesCount } from './job-facts.tsx';

export type Job = NonNullable<ProJobsJobQuery['serviceRequest']>;

export function useStatusLabel(): (status: ServiceRequestStatus) => string {
  const { i18n } = useLingui();
  return (status) => {
    switch (status) {
      case 'OPEN':
        return i18n._({ id: 'pro-jobs.status.open', message: 'Open' });
      case 'HIRED':
        return i18n._({ id: 'pro-jobs.status.hired', message: 'Someone was hired' });
      case 'CLOSED':
        return i18n._({ id: 'pro-jobs.status.closed', message: 'Closed' });
      case 'CANCELLED':
        return i18n._({ id: 'pro-jobs.status.cancelled', message: 'Cancelled' });
    }
  };
}

export function JobFacts({ job, showLeadFee }: { job: Job; showLeadFee: boolean }) {
  const { i18n } = useLingui();
  return (
    <dl className="pro-job-facts">
      <PlaceAndTimeFacts job={job} />
      <div>
        <dt>{i18n._({ id: 'pro-jobs.card.responses', message: 'Responses' })}</dt>
        <dd>
          <ResponsesCount count={job.responsesCount} leadType={job.leadType} />
        </dd>
      </div>
      {showLeadFee ? (
        <div>
          <dt>{i18n._({ id: 'pro-jobs.job.lead-fee', message: 'Cost to send a proposal' })}</dt>
          <dd>
            <Money value={job.service.leadFee} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function JobHeading({ job }: { job: Job }) {
  const { i18n } = useLingui();
  const statusLabel = useStatusLabel();
  return (
    <section className="page-heading">
      <h1>{job.service.name}</h1>
      <p className="lead">
        {i18n._({
          id: 'pro-jobs.job.lead',
          message: '{profession} · posted by {name}',
          values: { profession: job.profession.name, name: job.consumer.displayName },
        })}
      </p>
      {job.status === 'OPEN' ? null : (
        <p>
          <StatusPill tone={job.status === 'HIRED' ? 'good' : 'bad'}>{statusLabel(job.status)}</StatusPill>
        </p>
      )}
    </section>
  );
}

export function JobContent({ job }: { job: Job }) {
  const { i18n } = useLingui();
  const descriptionId = useId();
  const answersId = useId();
  const photosId = useId();
  const photos = job.attachments.filter((attachment) => attachment.contentType.startsWith('image/'));
  return (
    <>
      <section aria-labelledby={descriptionId}>
        <h2 id={descriptionId}>{i18n._({ id: 'pro-jobs.job.description', message: 'Description' })}</h2>
        <p className="pro-job-description" data-testid="job-description">
          {job.description}
        </p>
      </section>
      {job.answers.length > 0 ? (
        <section aria-labelledby={answersId}>
          <h2 id={answersId}>{i18n._({ id: 'pro-jobs.job.answers', message: 'Details' })}</h2>
          <dl className="pro-job-answers">
            {job.answers.map((answer) => (
              <div key={answer.question.id}>
                <dt>{answer.question.label}</dt>
                <dd>{answer.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {photos.length > 0 ? (
        <section aria-labelledby={photosId}>
          <h2 id={photosId}>{i18n._({ id: 'pro-jobs.job.photos', message: 'Photos' })}</h2>
          <ul className="pro-job-photos">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <Photo
                    src={photo.url}
                    width={photo.width}
                    height={photo.height}
                    sizes="(min-width: 40rem) 9rem, 50vw"
                    alt={i18n._({
                      id: 'pro-jobs.job.photo-alt',
                      message: 'Photo {number} of {count} of the work',
                      values: { number: index + 1, count: photos.length },
                    })}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
