// ServicePro/ActivityOverview (spec §2.7 activity-overview): the professional's responses by where
// they stand — shortlisted, hired, interested, closed — one tab each, the tab in the address, and
// optionally only those of one service (?service=, from activity/{activity}/services).
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ActivityTab, ProJobsActivityQuery } from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { ProJobsActivityDocument } from './generated/documents.ts';
import { placeName } from './job-facts.tsx';
import { RouteLink } from './route-link.tsx';

export const ACTIVITY_TABS = ['shortlisted', 'hired', 'interested', 'closed'] as const;
export type ActivityTabKey = (typeof ACTIVITY_TABS)[number];

// ?tab=hired; anything else is the first tab.
export function activityTabOf(search: URLSearchParams): ActivityTabKey {
  const tab = search.get('tab');
  return (ACTIVITY_TABS as readonly string[]).includes(tab ?? '') ? (tab as ActivityTabKey) : 'shortlisted';
}

// ?service=<id>: only the jobs of that service (the links of activity/{activity}/services).
export function activityServiceOf(search: URLSearchParams): string | null {
  return search.get('service') || null;
}

export function activityVariables(
  tab: ActivityTabKey,
  serviceId: string | null = null,
): { tab: ActivityTab; serviceId?: string } {
  const variables = { tab: tab.toUpperCase() as ActivityTab };
  return serviceId ? { ...variables, serviceId } : variables;
}

const EMPTY_ICONS: Record<ActivityTabKey, IconName> = {
  shortlisted: 'star',
  hired: 'badge-check',
  interested: 'heart',
  closed: 'circle-slash',
};

type Activity = ProJobsActivityQuery['activityOverview']['edges'][number]['node'];

function ActivityItem({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const { proposal } = activity;
  const job = proposal.serviceRequest;
  let when: string | null = null;
  if (activity.__typename === 'ShortlistedActivity') {
    when = i18n._({
      id: 'pro-jobs.activity.shortlisted-at',
      message: 'Shortlisted on {date}',
      values: { date: formatDate(activity.shortlistedAt) },
    });
  } else if (activity.__typename === 'HiredActivity') {
    when = i18n._({
      id: 'pro-jobs.activity.hired-at',
      message: 'Hired on {date}',
      values: { date: formatDate(activity.hiredAt) },
    });
  } else if (activity.__typename === 'ClosedActivity' && activity.closedAt) {
    when = i18n._({
      id: 'pro-jobs.activity.closed-at',
      message: 'Closed on {date}',
      values: { date: formatDate(activity.closedAt) },
    });
  } else {
    when = i18n._({
      id: 'pro-jobs.activity.responded-at',
      message: 'Responded on {date}',
      values: { date: formatDate(proposal.proposedAt ?? proposal.createdAt) },
    });
  }
  const tone =
    activity.__typename === 'HiredActivity' ? 'good' : activity.__typename === 'ClosedActivity' ? 'bad' : 'neutral';
  const statusLabel: Record<Activity['__typename'], string> = {
    ShortlistedActivity: i18n._({ id: 'pro-jobs.activity.status.shortlisted', message: 'Shortlisted' }),
    HiredActivity: i18n._({ id: 'pro-jobs.activity.status.hired', message: 'Hired' }),
    InterestedActivity: i18n._({ id: 'pro-jobs.activity.status.interested', message: 'Interested' }),
    ClosedActivity: i18n._({ id: 'pro-jobs.activity.status.closed', message: 'Closed' }),
  };
  return (
    <li className="card pro-job-card pro-activity-item" data-testid="activity-item" data-proposal-id={proposal.id}>
      <div className="pro-job-card-head">
        <h2 className="pro-job-card-title">
          <RouteLink to="myProposal" params={{ id: proposal.id }} testId="activity-item-link">
            {job.service.name}
          </RouteLink>
        </h2>
        <StatusPill tone={tone}>{statusLabel[activity.__typename]}</StatusPill>
      </div>
      <ul className="pro-job-card-facts">
        <li>
          <Icon icon="map-pin" />
          {i18n._({
            id: 'pro-jobs.activity.for',
            message: 'For {name} in {place}',
            values: { name: job.consumer.displayName, place: placeName(job.location) },
          })}
        </li>
        <li>
          <Icon icon="clock" />
          {when}
        </li>
      </ul>
    </li>
  );
}

export function ActivityPage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const tab = activityTabOf(router.query);
  const service = activityServiceOf(router.query);
  const items = useConnection(
    ProJobsActivityDocument,
    activityVariables(tab, service),
    (data) => data.activityOverview,
  );
  const serviceName = items.items[0]?.proposal.serviceRequest.service.name;

  const labels: Record<ActivityTabKey, string> = {
    shortlisted: i18n._({ id: 'pro-jobs.activity.tab.shortlisted', message: 'Shortlisted' }),
    hired: i18n._({ id: 'pro-jobs.activity.tab.hired', message: 'Hired' }),
    interested: i18n._({ id: 'pro-jobs.activity.tab.interested', message: 'Interested' }),
    closed: i18n._({ id: 'pro-jobs.activity.tab.closed', message: 'Closed' }),
  };
  const empty: Record<ActivityTabKey, string> = {
    shortlisted: i18n._({
      id: 'pro-jobs.activity.empty.shortlisted',
      message: 'No home owner has shortlisted you yet.',
    }),
    hired: i18n._({ id: 'pro-jobs.activity.empty.hired', message: 'You have not been hired for a job yet.' }),
    interested: i18n._({
      id: 'pro-jobs.activity.empty.interested',
      message: 'You have not shown interest in a job that is still waiting for an answer.',
    }),
    closed: i18n._({ id: 'pro-jobs.activity.empty.closed', message: 'None of your jobs has been closed.' }),
  };

  const hint: Record<ActivityTabKey, string> = {
    shortlisted: i18n._({
      id: 'pro-jobs.activity.hint.shortlisted',
      message: 'A home owner who likes your proposal puts you on their shortlist and can then call you.',
    }),
    hired: i18n._({
      id: 'pro-jobs.activity.hint.hired',
      message: 'Jobs you are hired for show here, with the home owner’s details.',
    }),
    interested: i18n._({
      id: 'pro-jobs.activity.hint.interested',
      message: 'Show interest in a new job and it waits here for the home owner’s answer.',
    }),
    closed: i18n._({
      id: 'pro-jobs.activity.hint.closed',
      message: 'Jobs that were closed or went to someone else end up here.',
    }),
  };

  return (
    <div className="pro-jobs">
      <PageHeading title={i18n._({ id: 'pro-jobs.activity.title', message: 'Activity overview' })}>
        <p>
          <RouteLink to="proActivityServices" params={{ activity: tab }} testId="activity-by-service">
            {i18n._({ id: 'pro-jobs.activity.by-service', message: 'See them by service' })}
          </RouteLink>
        </p>
      </PageHeading>
      <Tabs label={i18n._({ id: 'pro-jobs.activity.tabs', message: 'Activity' })} current={tab}>
        {ACTIVITY_TABS.map((key) => (
          <RouteLink
            key={key}
            to="activityOverview"
            params={{ tab: key }}
            current={key === tab}
            testId={`activity-tab-${key}`}
          >
            {labels[key]}
          </RouteLink>
        ))}
      </Tabs>
      {service ? (
        <p className="pro-activity-filter" data-testid="activity-service-filter">
          {serviceName
            ? i18n._({
                id: 'pro-jobs.activity.only-service',
                message: 'Only the jobs for {service}.',
                values: { service: serviceName },
              })
            : i18n._({ id: 'pro-jobs.activity.only-one-service', message: 'Only the jobs for one service.' })}{' '}
          <RouteLink to="activityOverview" params={{ tab }} testId="activity-all-services">
            {i18n._({ id: 'pro-jobs.activity.all-services', message: 'Show every service' })}
          </RouteLink>
        </p>
      ) : null}
      {items.error && items.items.length === 0 ? (
        <LoadFailed error={items.error} onRetry={() => void items.refresh()} />
      ) : items.isLoading && items.items.length === 0 ? (
        <Loading shape="cards" />
      ) : items.items.length === 0 ? (
        <EmptyState
          icon={EMPTY_ICONS[tab]}
          title={empty[tab]}
          action={
            <RouteLink to="newServiceRequests" className="button" testId="activity-find-jobs">
              {i18n._({ id: 'pro-jobs.activity.find-jobs', message: 'Find new jobs to respond to' })}
            </RouteLink>
          }
        >
          <p>{hint[tab]}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="list" data-testid="activity-list">
            {items.items.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} />
            ))}
          </ul>
          {items.error ? <LoadFailed error={items.error} onRetry={items.loadMore} /> : null}
          <LoadMore hasMore={items.hasMore} isLoadingMore={items.isLoadingMore} onLoadMore={items.loadMore} />
        </>
      )}
    </div>
  );
}
