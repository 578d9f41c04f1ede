// §2.9 /admin/ (issue 22): what needs a person now — each queue with how many items wait and since
// when, the waiting ones first, each linked to the page where they are decided. An empty queue is
// said to be clear rather than hidden, so staff see the whole picture at a glance.
import { useLingui } from '@lingui/react';
import type { LinkParams } from '../../../shared/link.ts';
import type { RouteName } from '../../../shared/routes.ts';
import { CountCard, CountCards } from '../../components/ui/count-card.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { AdminDashboardQuery, StaffQueueKind } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminDashboardDocument } from './generated/documents.ts';

type Queue = AdminDashboardQuery['staffQueues'][number];

// Where each queue's items are decided; failing payments have no staff page of their own: the
// accounts list shows the suspended professionals they lead to.
const QUEUE_PAGES: Readonly<Record<StaffQueueKind, { to: RouteName; params?: LinkParams; icon: IconName }>> = {
  QUESTIONS: { to: 'adminQuestions', icon: 'message-square-text' },
  ANSWERS: { to: 'adminAnswers', icon: 'reply' },
  EXTERNAL_REVIEWS: { to: 'adminExternalReviews', icon: 'star' },
  REPORTED_MESSAGES: { to: 'adminReportedMessages', icon: 'circle-exclamation-point' },
  DOCUMENTS: { to: 'adminDocuments', icon: 'file-text' },
  BACKGROUND_CHECKS: { to: 'adminDocuments', params: { purpose: 'BACKGROUND_CHECK' }, icon: 'shield-check' },
  QUALIFICATIONS: { to: 'adminQualifications', icon: 'award' },
  IDENTITY_CHECKS: { to: 'adminIdentityChecks', icon: 'badge-check' },
  FAILED_MESSAGES: { to: 'adminMessageQueue', params: { status: 'FAILED' }, icon: 'mail' },
  FAILED_PAYMENTS: { to: 'adminUsers', params: { type: 'SERVICE_PRO' }, icon: 'credit-card' },
  SUSPENSIONS: { to: 'adminUsers', params: { type: 'SERVICE_PRO' }, icon: 'circle-slash' },
};

function useQueueWords(): (kind: StaffQueueKind) => string {
  const { i18n } = useLingui();
  return (kind) => {
    switch (kind) {
      case 'QUESTIONS':
        return i18n._({ id: 'admin.dashboard.questions', message: 'Questions to moderate' });
      case 'ANSWERS':
        return i18n._({ id: 'admin.dashboard.answers', message: 'Answers to moderate' });
      case 'EXTERNAL_REVIEWS':
        return i18n._({ id: 'admin.dashboard.external-reviews', message: 'Reviews from elsewhere' });
      case 'REPORTED_MESSAGES':
        return i18n._({ id: 'admin.dashboard.reported-messages', message: 'Reported messages' });
      case 'DOCUMENTS':
        return i18n._({ id: 'admin.dashboard.documents', message: 'Documents to check' });
      case 'BACKGROUND_CHECKS':
        return i18n._({ id: 'admin.dashboard.background-checks', message: 'Background checks' });
      case 'QUALIFICATIONS':
        return i18n._({ id: 'admin.dashboard.qualifications', message: 'Qualifications referred to you' });
      case 'IDENTITY_CHECKS':
        return i18n._({ id: 'admin.dashboard.identity-checks', message: 'Identity checks to decide' });
      case 'FAILED_MESSAGES':
        return i18n._({ id: 'admin.dashboard.failed-messages', message: 'Messages that failed' });
      case 'FAILED_PAYMENTS':
        return i18n._({ id: 'admin.dashboard.failed-payments', message: 'Payments that failed' });
      case 'SUSPENSIONS':
        return i18n._({ id: 'admin.dashboard.suspensions', message: 'Suspended professionals' });
    }
  };
}

// The queues with work first, the longest waiting first; then the clear ones in their own order.
export function byUrgency(queues: readonly Queue[]): Queue[] {
  const waiting = queues.filter((queue) => queue.count > 0);
  const clear = queues.filter((queue) => queue.count === 0);
  waiting.sort((a, b) => (a.oldestAt ?? '').localeCompare(b.oldestAt ?? ''));
  return [...waiting, ...clear];
}

function QueueCard({ queue }: { queue: Queue }) {
  const { i18n } = useLingui();
  const name = useQueueWords()(queue.kind);
  const { formatDateTime } = useDateFormatters();
  const page = QUEUE_PAGES[queue.kind];
  const waiting = queue.count > 0;
  return (
    <CountCard
      to={page.to}
      params={page.params}
      icon={page.icon}
      name={name}
      count={i18n.number(queue.count)}
      attention={waiting}
      note={
        waiting && queue.oldestAt
          ? i18n._({
              id: 'admin.dashboard.oldest',
              message: 'Oldest since {when}',
              values: { when: formatDateTime(queue.oldestAt, { dateStyle: 'medium' }) },
            })
          : i18n._({ id: 'admin.dashboard.clear', message: 'Nothing waiting' })
      }
      testId={`queue-${queue.kind}`}
    />
  );
}

export function DashboardPage() {
  const { i18n } = useLingui();
  const queues = useQuery(AdminDashboardDocument, {});
  return (
    <AdminPage
      title={i18n._({ id: 'admin.dashboard.title', message: 'What needs you now' })}
      lead={i18n._({
        id: 'admin.dashboard.lead',
        message: 'Everything waiting for a person, the longest waiting first.',
      })}
      testId="admin-dashboard"
    >
      <QueryState data={queues.data} error={queues.error} onRetry={() => void queues.mutate()}>
        {({ staffQueues }) => (
          <CountCards label={i18n._({ id: 'admin.dashboard.queues', message: 'Work waiting' })}>
            {byUrgency(staffQueues).map((queue) => (
              <QueueCard key={queue.kind} queue={queue} />
            ))}
          </CountCards>
        )}
      </QueryState>
    </AdminPage>
  );
}
