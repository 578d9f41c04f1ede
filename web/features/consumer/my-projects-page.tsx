// Consumer/MyProjects (spec §2.6 /consumer/my-projects): the home owner's jobs, newest first, a page
// at a time, with a filter by state.
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type {
  ConsumerMyProjectsQuery,
  ConsumerMyProjectsQueryVariables,
  ServiceRequestStatus,
} from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { ConsumerMyProjectsDocument } from './generated/documents.ts';
import { JOB_STATUS_TONE, jobStatusLabel } from './labels.ts';

export const PROJECTS_PAGE_SIZE = 10;
const STATUSES: readonly ServiceRequestStatus[] = ['OPEN', 'HIRED', 'CLOSED', 'CANCELLED'];
// The query parameter the review form comes back with, to say the review was saved.
export const REVIEWED_PARAM = 'reviewed';

// The state filter of the address (?status=OPEN), or null for every job.
export function statusFilter(search: URLSearchParams): ServiceRequestStatus | null {
  const value = search.get('status');
  return STATUSES.find((status) => status === value) ?? null;
}

// The variables of the first page: the server renders with exactly these.
export function projectsVariables(search: URLSearchParams): Omit<ConsumerMyProjectsQueryVariables, 'after'> {
  const status = statusFilter(search);
  return { status: status ? [status] : null, first: PROJECTS_PAGE_SIZE };
}

type Project = ConsumerMyProjectsQuery['myServiceRequests']['edges'][number]['node'];

export function MyProjectsPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const status = statusFilter(router.query);
  const projects = useConnection(
    ConsumerMyProjectsDocument,
    projectsVariables(router.query),
    (data) => data.myServiceRequests,
  );
  const reviewed = router.query.get(REVIEWED_PARAM) !== null;

  // Back from the review form (a full page load): say so once, and drop the marker from the address.
  useEffect(() => {
    if (!reviewed) return;
    toast.success(i18n._({ id: 'consumer.my-projects.review-saved', message: 'Thank you! Your review is saved.' }));
    const next = new URLSearchParams(router.query);
    next.delete(REVIEWED_PARAM);
    router.replaceQuery(next);
  }, [reviewed, i18n, router]);

  const setStatus = (value: string) => {
    const next = new URLSearchParams(router.query);
    if (value === '') next.delete('status');
    else next.set('status', value);
    router.replaceQuery(next);
  };

  return (
    <div className="consumer-page">
      <PageHeading
        title={i18n._({ id: 'consumer.my-projects.title', message: 'My projects' })}
        lead={i18n._({
          id: 'consumer.my-projects.lead',
          message: 'Follow the responses to your jobs, choose a pro and review their work.',
        })}
      />
      <div className="consumer-toolbar">
        <SelectField
          label={i18n._({ id: 'consumer.my-projects.filter', message: 'Show' })}
          name="status"
          data-testid="my-projects-status-filter"
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: '', label: i18n._({ id: 'consumer.my-projects.filter-all', message: 'All jobs' }) },
            ...STATUSES.map((value) => ({ value, label: jobStatusLabel(i18n, value) })),
          ]}
        />
        <Link to={brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService'} className="button secondary">
          {i18n._({ id: 'consumer.my-projects.post-another', message: 'Post a new job' })}
        </Link>
      </div>
      {projects.error && projects.items.length === 0 ? (
        <LoadFailed error={projects.error} onRetry={() => void projects.refresh()} />
      ) : projects.isLoading && projects.items.length === 0 ? (
        <Loading />
      ) : projects.items.length === 0 ? (
        <EmptyState
          title={
            status
              ? i18n._({ id: 'consumer.my-projects.empty-filtered', message: 'No jobs with this status' })
              : i18n._({ id: 'consumer.my-projects.empty', message: 'You have not posted a job yet' })
          }
          action={
            <Link to={brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService'} className="button">
              {i18n._({ id: 'consumer.my-projects.post-first', message: 'Post a job' })}
            </Link>
          }
        >
          <p>
            {i18n._({
              id: 'consumer.my-projects.empty-hint',
              message: 'Describe what you need and pros near you will send you their proposals.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul
            className="list consumer-projects"
            aria-label={i18n._({ id: 'consumer.my-projects.list', message: 'Your jobs' })}
          >
            {projects.items.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
          <LoadMore hasMore={projects.hasMore} isLoadingMore={projects.isLoadingMore} onLoadMore={projects.loadMore} />
        </>
      )}
    </div>
  );
}

function ProjectCard({ project }: { project: Project }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const place = project.location.parent?.name ?? project.location.name;
  const hired = project.responsesOverview?.hired;
  return (
    <li className="card consumer-project" data-testid="my-project-card" data-project-id={project.id}>
      <div className="consumer-card-head">
        <h2>
          <Link to="overviewProfessionals" params={{ id: project.id }}>
            {i18n._({
              id: 'consumer.project.title',
              message: '{service} in {place}',
              values: { service: project.service.name, place },
            })}
          </Link>
        </h2>
        <StatusPill tone={JOB_STATUS_TONE[project.status]}>{jobStatusLabel(i18n, project.status)}</StatusPill>
      </div>
      <p className="consumer-meta consumer-posted">
        <Icon icon="calendar-days" />
        {i18n._({
          id: 'consumer.project.posted',
          message: '{profession} · posted on {date}',
          values: { profession: project.profession.name, date: formatDate(project.createdAt) },
        })}
      </p>
      <p className="consumer-description consumer-excerpt">{project.description}</p>
      <ul className="consumer-counts">
        <li className={project.responsesCount > 0 ? 'consumer-count-new' : undefined}>
          <Icon icon="message-square" />
          {i18n._({
            id: 'consumer.project.responses',
            message: '{count, plural, =0 {No responses yet} one {# response} other {# responses}}',
            values: { count: project.responsesCount },
          })}
        </li>
        <li>
          <Icon icon="list-checks" />
          {i18n._({
            id: 'consumer.project.shortlisted',
            message: '{count, plural, =0 {none shortlisted} one {# shortlisted} other {# shortlisted}}',
            values: { count: project.shortlistsCount },
          })}
        </li>
        <li>
          <Icon icon="user-plus" />
          {i18n._({
            id: 'consumer.project.invited',
            message: '{count, plural, =0 {no invitations} one {# invited} other {# invited}}',
            values: { count: project.invitesCount },
          })}
        </li>
      </ul>
      {hired ? (
        <p className="consumer-hired-line">
          <Icon icon="user-check" />
          {i18n._({
            id: 'consumer.project.hired-pro',
            message: 'You hired {company}.',
            values: { company: hired.servicePro.companyProfile?.companyName ?? hired.servicePro.slug },
          })}
        </p>
      ) : null}
      <div className="actions">
        <Link to="overviewProfessionals" params={{ id: project.id }} className="button">
          <span data-testid="my-project-overview-link">
            {i18n._({ id: 'consumer.project.open', message: 'See responses' })}
          </span>
        </Link>
        {project.status === 'OPEN' ? (
          <Link
            to="recommendations"
            params={{ serviceRequestId: project.id, fromPage: 'my-projects' }}
            className="button secondary"
          >
            {i18n._({ id: 'consumer.project.find-pros', message: 'Invite pros' })}
          </Link>
        ) : null}
        {hired ? (
          <Link to="editReview" params={{ serviceRequestId: project.id }} className="button secondary">
            {i18n._({ id: 'consumer.project.review', message: 'Review your pro' })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
