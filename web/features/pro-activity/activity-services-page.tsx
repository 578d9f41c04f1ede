// ServicePro/ActivityServices (spec §2.7 activity/{activity}/services): the professional's jobs of
// one activity-overview tab grouped by service, the busiest first, each group with its count and a
// link to those jobs in the overview. An activity that is not one of the tabs is not found.
import { useLingui } from '@lingui/react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/status.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import type { ActivityTab } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { ProActivityServicesDocument } from './generated/documents.ts';

// The activity overview's tabs, as the address names them.
export const ACTIVITIES = ['shortlisted', 'hired', 'interested', 'closed'] as const;
export type Activity = (typeof ACTIVITIES)[number];

export function activityOf(name: string | undefined): Activity | null {
  return ACTIVITIES.find((activity) => activity === name) ?? null;
}

export const servicesVariables = (activity: Activity) => ({ tab: activity.toUpperCase() as ActivityTab });

const ICONS: Record<Activity, IconName> = {
  shortlisted: 'star',
  hired: 'badge-check',
  interested: 'heart',
  closed: 'circle-slash',
};

export function ActivityServicesPage({ activity: name }: { activity: string | undefined }) {
  const activity = activityOf(name);
  if (!activity) return <NotFoundPage />;
  return <ServicesOf activity={activity} />;
}

function ServicesOf({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const answer = useQuery(ProActivityServicesDocument, servicesVariables(activity));
  const services = answer.data?.activityServices;

  const titles: Record<Activity, string> = {
    shortlisted: i18n._({ id: 'pro-activity.services.title.shortlisted', message: 'Shortlisted, by service' }),
    hired: i18n._({ id: 'pro-activity.services.title.hired', message: 'Hired, by service' }),
    interested: i18n._({ id: 'pro-activity.services.title.interested', message: 'Interested, by service' }),
    closed: i18n._({ id: 'pro-activity.services.title.closed', message: 'Closed, by service' }),
  };
  const tabs: Record<Activity, string> = {
    shortlisted: i18n._({ id: 'pro-activity.services.tab.shortlisted', message: 'Shortlisted' }),
    hired: i18n._({ id: 'pro-activity.services.tab.hired', message: 'Hired' }),
    interested: i18n._({ id: 'pro-activity.services.tab.interested', message: 'Interested' }),
    closed: i18n._({ id: 'pro-activity.services.tab.closed', message: 'Closed' }),
  };
  const empty: Record<Activity, string> = {
    shortlisted: i18n._({
      id: 'pro-activity.services.empty.shortlisted',
      message: 'No home owner has shortlisted you for a job that is still open.',
    }),
    hired: i18n._({ id: 'pro-activity.services.empty.hired', message: 'You have not been hired for a job yet.' }),
    interested: i18n._({
      id: 'pro-activity.services.empty.interested',
      message: 'No job you showed interest in is waiting for an answer.',
    }),
    closed: i18n._({ id: 'pro-activity.services.empty.closed', message: 'None of your jobs has been closed.' }),
  };

  return (
    <div className="pro-activity-services">
      <PageHeading
        title={titles[activity]}
        lead={i18n._({
          id: 'pro-activity.services.lead',
          message: 'Which of your services your jobs are for. Choose a service to see its jobs.',
        })}
      >
        <p>
          <Link to="activityOverview" params={{ tab: activity }}>
            {i18n._({ id: 'pro-activity.services.as-list', message: 'See all of them as one list' })}
          </Link>
        </p>
      </PageHeading>
      <Tabs label={i18n._({ id: 'pro-activity.services.tabs', message: 'Activity' })} current={activity}>
        {ACTIVITIES.map((key) => (
          <Link key={key} to="proActivityServices" params={{ activity: key }}>
            {tabs[key]}
          </Link>
        ))}
      </Tabs>
      {services ? (
        services.groups.length === 0 ? (
          <EmptyState
            icon={ICONS[activity]}
            title={empty[activity]}
            action={
              <Link to="newServiceRequests" className="button">
                {i18n._({ id: 'pro-activity.services.find-jobs', message: 'Find new jobs to respond to' })}
              </Link>
            }
          />
        ) : (
          <>
            <p className="pro-activity-services-total" data-testid="activity-services-total">
              {i18n._({
                id: 'pro-activity.services.total',
                message:
                  '{jobs, plural, one {# job} other {# jobs}} in {services, plural, one {# service} other {# services}}',
                values: { jobs: services.totalCount, services: services.groups.length },
              })}
            </p>
            <ul className="list" data-testid="activity-services">
              {services.groups.map((group) => (
                <li
                  key={group.service.id}
                  className="card pro-service-group"
                  data-testid="activity-service"
                  data-service-id={group.service.id}
                >
                  <p className="pro-service-group-trade">{group.service.profession.name}</p>
                  <h2 className="pro-service-group-name">
                    <Link to="activityOverview" params={{ tab: activity, service: group.service.id }}>
                      {group.service.name}
                    </Link>
                  </h2>
                  <p className="pro-service-group-facts">
                    <span className="pill pill-neutral" data-testid="activity-service-count">
                      {i18n._({
                        id: 'pro-activity.services.count',
                        message: '{count, plural, one {# job} other {# jobs}}',
                        values: { count: group.count },
                      })}
                    </span>
                    <span>
                      <Icon icon="clock" />
                      {i18n._({
                        id: 'pro-activity.services.latest',
                        message: 'Latest response on {date}',
                        values: { date: formatDate(group.latestAt) },
                      })}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )
      ) : answer.error ? (
        <LoadFailed error={answer.error} onRetry={() => void answer.mutate()} />
      ) : (
        <Loading shape="cards" count={3} />
      )}
    </div>
  );
}
