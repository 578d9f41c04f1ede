// One job in the new-job list or the saved jobs, read top down: the trade, then the service as the
// title (the link to the job) with save for later beside it; where it is and how far, when it was
// posted; then the facts that decide whether to answer — when it starts, its photos, how many
// answered — and where it stands.
import { useLingui } from '@lingui/react';
import { formatDistance } from '../../components/ui/distance.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ProJobsCardFieldsFragment } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { type InvoicePrice, JobInvoicePrice } from './invoice-price.tsx';
import { useStatusLabel } from './job-details.tsx';
import { photoCount, placeName, ResponsesCount, startTimeLabel } from './job-facts.tsx';
import { RouteLink } from './route-link.tsx';
import { SaveJobButton } from './save-job-button.tsx';

export function JobCard({
  job,
  onSavedChange,
  invoicePrice = null,
}: {
  job: ProJobsCardFieldsFragment;
  onSavedChange?: (saved: boolean) => void;
  // With the list's invoice-price option: what responding adds to the month's invoice.
  invoicePrice?: InvoicePrice | null;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusLabel = useStatusLabel();
  const photos = photoCount(job.attachments);
  const direct = job.leadType === 'DIRECT_REQUEST' || job.leadType === 'DIRECT_HIRE';
  return (
    <li className="card pro-job-card" data-testid="job-card" data-job-id={job.id}>
      <div className="pro-job-card-head">
        <div className="pro-job-card-heading">
          <p className="pro-job-card-profession">{job.profession.name}</p>
          <h2 className="pro-job-card-title">
            <RouteLink to="job" params={{ serviceRequestId: job.id }} testId="job-card-link" jobId={job.id}>
              {job.service.name}
            </RouteLink>
          </h2>
        </div>
        <SaveJobButton jobId={job.id} saved={job.isSavedForLater} onChange={onSavedChange} compact />
      </div>
      <dl className="pro-job-card-facts">
        <div>
          <dt className="visually-hidden">{i18n._({ id: 'pro-jobs.card.place', message: 'Place' })}</dt>
          <dd data-testid="job-place">
            <Icon icon="map-pin" />
            <span>
              {placeName(job.location)}
              {job.distance ? (
                <span className="pro-job-card-distance">
                  {` · ${i18n._({
                    id: 'pro-jobs.card.distance',
                    message: '{distance} away',
                    values: { distance: formatDistance(i18n.locale, job.distance.value, job.distance.unit) },
                  })}`}
                </span>
              ) : null}
            </span>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{i18n._({ id: 'pro-jobs.card.posted', message: 'Posted' })}</dt>
          <dd>
            <Icon icon="clock" />
            <time dateTime={job.createdAt}>
              {i18n._({
                id: 'pro-jobs.card.posted-on',
                message: 'Posted {date}',
                values: { date: formatDate(job.createdAt) },
              })}
            </time>
          </dd>
        </div>
      </dl>
      <dl className="pro-job-card-chips">
        <div>
          <dt className="visually-hidden">{i18n._({ id: 'pro-jobs.card.start', message: 'Start' })}</dt>
          <dd>
            <Icon icon="calendar-clock" />
            {startTimeLabel(i18n, job.startTime)}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{i18n._({ id: 'pro-jobs.card.photos', message: 'Photos' })}</dt>
          <dd>
            <Icon icon="camera" />
            {i18n._({
              id: 'pro-jobs.card.photo-count',
              message: '{count, plural, =0 {No photos} one {# photo} other {# photos}}',
              values: { count: photos },
            })}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{i18n._({ id: 'pro-jobs.card.responses', message: 'Responses' })}</dt>
          <dd>
            <Icon icon="users" />
            <ResponsesCount count={job.responsesCount} leadType={job.leadType} />
          </dd>
        </div>
      </dl>
      <p className="pro-job-card-status">
        <StatusPill tone={job.status === 'OPEN' ? 'good' : 'bad'}>{statusLabel(job.status)}</StatusPill>
        {direct ? (
          <StatusPill tone="warn">{i18n._({ id: 'pro-jobs.card.direct', message: 'Sent to you' })}</StatusPill>
        ) : null}
        {job.featured ? (
          <span data-testid="job-card-featured">
            <StatusPill tone="warn">{i18n._({ id: 'pro-jobs.card.featured', message: 'Featured' })}</StatusPill>
          </span>
        ) : null}
      </p>
      {invoicePrice ? <JobInvoicePrice leadFee={job.service.leadFee} price={invoicePrice} /> : null}
    </li>
  );
}
