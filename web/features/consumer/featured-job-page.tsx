// Consumer/FeaturedJob (spec §2.6 /consumer/my-projects/{serviceRequestId}/featured-job, decision
// 070): featuring an open job few professionals have answered — what it does, for how long, that it
// is free — and doing it, once; a featured job says until when; a job that may not be featured says
// why, in words.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { FeatureList } from '../../components/ui/feature-list.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { ConsumerFeaturedJobQuery, FeatureRefusal } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { ConsumerFeaturedJobDocument, ConsumerFeatureJobDocument } from './generated/documents.ts';
import { OVERVIEW_QUERIES } from './job-choices.ts';

type Job = NonNullable<ConsumerFeaturedJobQuery['serviceRequest']>;

function useRefusalWords(): (refusal: FeatureRefusal, maxResponses: number) => string {
  const { i18n } = useLingui();
  return (refusal, maxResponses) => {
    switch (refusal) {
      case 'ALREADY_FEATURED':
        return i18n._({ id: 'consumer.featured.refusal.already', message: 'This job has been featured already.' });
      case 'ENOUGH_RESPONSES':
        return i18n._({
          id: 'consumer.featured.refusal.enough',
          message:
            '{count, plural, one {# pro has} other {# pros have}} responded to this job already, so it does not need featuring.',
          values: { count: maxResponses },
        });
      case 'DIRECT_REQUEST':
        return i18n._({
          id: 'consumer.featured.refusal.direct',
          message: 'You sent this job to one pro, so there is no list for it to come first in.',
        });
      case 'NOT_OPEN':
        return i18n._({
          id: 'consumer.featured.refusal.not-open',
          message: 'This job no longer takes responses.',
        });
    }
  };
}

export function FeaturedJobPage({ serviceRequestId }: { serviceRequestId: string }) {
  const { i18n } = useLingui();
  const job = useQuery(ConsumerFeaturedJobDocument, { id: serviceRequestId });
  return (
    <div className="narrow consumer-page">
      <BackLink to="overviewProfessionals" params={{ id: serviceRequestId }}>
        {i18n._({ id: 'consumer.featured.back', message: 'Your job' })}
      </BackLink>
      <QueryState data={job.data} error={job.error} onRetry={() => void job.mutate()}>
        {({ serviceRequest }) => (serviceRequest?.featuring ? <Featuring job={serviceRequest} /> : null)}
      </QueryState>
    </div>
  );
}

function Featuring({ job }: { job: Job }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const refusalWords = useRefusalWords();
  const errorMessage = useErrorMessage();
  const feature = useMutation(ConsumerFeatureJobDocument, { revalidate: ['consumerFeaturedJob', ...OVERVIEW_QUERIES] });
  const [problem, setProblem] = useState<string | null>(null);
  const featuring = job.featuring;
  if (!featuring) return null;
  const place = job.location.parent?.name ?? job.location.name;

  async function confirm() {
    setProblem(null);
    try {
      const { featureServiceRequest: answer } = await feature.trigger({ id: job.id });
      if (answer.__typename === 'FeatureNotAllowed')
        setProblem(refusalWords(answer.reason, featuring?.maxResponses ?? 0));
      else if (answer.__typename === 'NotFound') setProblem(refusalWords('NOT_OPEN', 0));
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'consumer.featured.title', message: 'Feature your job' })}
        lead={i18n._({
          id: 'consumer.project.title',
          message: '{service} in {place}',
          values: { service: job.service.name, place },
        })}
      />
      {job.featured && job.featuredUntil ? (
        <Notice
          tone="good"
          title={i18n._({ id: 'consumer.featured.on', message: 'Your job is featured' })}
          testId="featured-on"
        >
          <p>
            {i18n._({
              id: 'consumer.featured.on-text',
              message:
                'Until {date}, it comes first in the job lists of the pros it suits. We let you know as they respond.',
              values: { date: formatDate(job.featuredUntil, { dateStyle: 'long' }) },
            })}
          </p>
        </Notice>
      ) : null}
      <section className="card consumer-job" data-testid="featured-job">
        <FeatureList
          features={[
            {
              icon: 'arrow-up',
              title: i18n._({ id: 'consumer.featured.first', message: 'First in the pros’ lists' }),
              text: i18n._({
                id: 'consumer.featured.first-text',
                message: 'Pros who suit your job see it at the top of their new jobs, marked as featured.',
              }),
            },
            {
              icon: 'calendar-days',
              title: i18n._({
                id: 'consumer.featured.days',
                message: '{days, plural, one {For # day} other {For # days}}',
                values: { days: featuring.days },
              }),
              text: i18n._({
                id: 'consumer.featured.days-text',
                message: 'It ends sooner if you hire a pro or close the job.',
              }),
            },
            {
              icon: 'gift',
              title: i18n._({ id: 'consumer.featured.free', message: 'Free' }),
              text: i18n._({
                id: 'consumer.featured.free-text',
                message: 'Once for each job that fewer than {count} pros have responded to.',
                values: { count: featuring.maxResponses },
              }),
            },
          ]}
        />
        {featuring.refusal && !job.featured ? (
          <FormMessage>{refusalWords(featuring.refusal, featuring.maxResponses)}</FormMessage>
        ) : null}
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        <div className="actions">
          {featuring.refusal ? null : (
            <button
              type="button"
              className="button"
              disabled={feature.isMutating}
              onClick={() => void confirm()}
              data-testid="featured-confirm"
            >
              {i18n._({ id: 'consumer.featured.confirm', message: 'Feature my job' })}
            </button>
          )}
          <Link to="overviewProfessionals" params={{ id: job.id }} className="button secondary">
            {i18n._({ id: 'consumer.featured.to-responses', message: 'See the responses' })}
          </Link>
        </div>
      </section>
    </>
  );
}
