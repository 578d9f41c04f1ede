// ServicePro/WelcomeBack (spec §2.7 welcome-back): for a professional who was away, what happened
// since their last visit — new jobs that fit them, unread messages, new reviews, and responses a
// home owner moved on — each leading to where it can be acted on, and the one next step that matters
// most (docs/decisions/052-welcome-back.md).
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { StarRating } from '../../components/ui/stars.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ProActivityWelcomeBackQuery, ProposalStatus } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { ProActivityWelcomeBackDocument } from './generated/documents.ts';
import { NextStep } from './next-step.tsx';

export type WelcomeBack = ProActivityWelcomeBackQuery['welcomeBack'];

export function WelcomeBackPage() {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const answer = useQuery(ProActivityWelcomeBackDocument);
  const news = answer.data?.welcomeBack;
  const lead = news
    ? news.lastVisitAt && news.lastVisitAt === news.since
      ? i18n._({
          id: 'pro-activity.welcome.since-visit',
          message: 'Here is what happened since your last visit on {date}.',
          values: { date: formatDate(news.lastVisitAt) },
        })
      : i18n._({
          id: 'pro-activity.welcome.since-date',
          message: 'Here is what happened since {date}.',
          values: { date: formatDate(news.since) },
        })
    : undefined;
  return (
    <div className="narrow pro-welcome">
      <PageHeading title={i18n._({ id: 'pro-activity.welcome.title', message: 'Welcome back' })} lead={lead} />
      <QueryState data={news} error={answer.error} onRetry={() => void answer.mutate()}>
        {(welcome) => (
          <>
            <NextStep news={welcome} />
            <NewJobs count={welcome.newJobCount} />
            <Messages news={welcome} />
            <Reviews news={welcome} />
            <StatusChanges news={welcome} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Section({
  id,
  icon,
  title,
  children,
  more,
}: {
  id: string;
  icon: IconName;
  title: string;
  children?: ReactNode;
  more?: ReactNode;
}) {
  return (
    <section className="card pro-welcome-section" aria-labelledby={`welcome-${id}`} data-testid={`welcome-${id}`}>
      <h2 id={`welcome-${id}`} className="pro-welcome-heading">
        <span className="state-icon">
          <Icon icon={icon} />
        </span>
        {title}
      </h2>
      {children}
      {more ? <p className="pro-welcome-more">{more}</p> : null}
    </section>
  );
}

function NewJobs({ count }: { count: number }) {
  const { i18n } = useLingui();
  return (
    <Section
      id="jobs"
      icon="briefcase"
      title={
        count > 0
          ? i18n._({
              id: 'pro-activity.welcome.jobs',
              message: '{count, plural, one {# new job fits} other {# new jobs fit}} your services and work area',
              values: { count },
            })
          : i18n._({ id: 'pro-activity.welcome.jobs-none', message: 'No new jobs in your work area since then' })
      }
      more={
        <Link to="newServiceRequests">
          {count > 0
            ? i18n._({ id: 'pro-activity.welcome.jobs-link', message: 'See the new jobs' })
            : i18n._({ id: 'pro-activity.welcome.jobs-all', message: 'See all open jobs for you' })}
        </Link>
      }
    />
  );
}

function Messages({ news }: { news: WelcomeBack }) {
  const { i18n } = useLingui();
  const count = news.unreadMessageCount;
  return (
    <Section
      id="messages"
      icon="message-square"
      title={
        count > 0
          ? i18n._({
              id: 'pro-activity.welcome.messages',
              message: '{count, plural, one {# unread message} other {# unread messages}}',
              values: { count },
            })
          : i18n._({ id: 'pro-activity.welcome.messages-none', message: 'No unread messages' })
      }
      more={
        count > 0 ? (
          <Link to="myProposalsContacts">
            {i18n._({ id: 'pro-activity.welcome.messages-link', message: 'All your conversations' })}
          </Link>
        ) : null
      }
    >
      {news.unreadConversations.length > 0 ? (
        <ul className="pro-welcome-list">
          {news.unreadConversations.map((conversation) => (
            <li key={conversation.id} data-testid="welcome-conversation">
              <Link to="myProposalMessages" params={{ id: conversation.id }}>
                {i18n._({
                  id: 'pro-activity.welcome.conversation',
                  message: '{service} for {name}',
                  values: {
                    service: conversation.serviceRequest.service.name,
                    name: conversation.serviceRequest.consumer.displayName,
                  },
                })}
              </Link>
              <StatusPill tone="warn">
                {i18n._({
                  id: 'pro-activity.welcome.unread',
                  message: '{count, plural, one {# unread} other {# unread}}',
                  values: { count: conversation.unreadCount },
                })}
              </StatusPill>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function Reviews({ news }: { news: WelcomeBack }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const count = news.newReviewCount;
  return (
    <Section
      id="reviews"
      icon="star"
      title={
        count > 0
          ? i18n._({
              id: 'pro-activity.welcome.reviews',
              message: '{count, plural, one {# new review} other {# new reviews}}',
              values: { count },
            })
          : i18n._({ id: 'pro-activity.welcome.reviews-none', message: 'No new reviews' })
      }
      more={
        <Link to="proReviews">
          {count > 0
            ? i18n._({ id: 'pro-activity.welcome.reviews-link', message: 'Read and respond to your reviews' })
            : i18n._({ id: 'pro-activity.welcome.reviews-all', message: 'See your reviews' })}
        </Link>
      }
    >
      {news.newReviews.length > 0 ? (
        <ul className="pro-welcome-list">
          {news.newReviews.map((review) => (
            <li key={review.id} data-testid="welcome-review">
              <StarRating value={review.rating} size="small" />
              <span>
                <strong>{review.title}</strong>{' '}
                {i18n._({
                  id: 'pro-activity.welcome.review-by',
                  message: '{name} on {date}',
                  values: { name: review.reviewerName, date: formatDate(review.createdAt) },
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

export function useStatusWords() {
  const { i18n } = useLingui();
  return (status: ProposalStatus): { label: string; tone: 'neutral' | 'good' | 'warn' | 'bad' } => {
    switch (status) {
      case 'HIRED':
        return { label: i18n._({ id: 'pro-activity.status.hired', message: 'Hired' }), tone: 'good' };
      case 'SHORTLISTED':
        return { label: i18n._({ id: 'pro-activity.status.shortlisted', message: 'Shortlisted' }), tone: 'good' };
      case 'DECLINED':
        return { label: i18n._({ id: 'pro-activity.status.declined', message: 'Not chosen' }), tone: 'bad' };
      default:
        return { label: i18n._({ id: 'pro-activity.status.closed', message: 'Job closed' }), tone: 'neutral' };
    }
  };
}

function StatusChanges({ news }: { news: WelcomeBack }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusWords = useStatusWords();
  const count = news.proposalStatusChangeCount;
  return (
    <Section
      id="proposals"
      icon="activity"
      title={
        count > 0
          ? i18n._({
              id: 'pro-activity.welcome.proposals',
              message:
                '{count, plural, one {A home owner answered one of your proposals} other {Home owners answered # of your proposals}}',
              values: { count },
            })
          : i18n._({ id: 'pro-activity.welcome.proposals-none', message: 'No news about your proposals' })
      }
      more={
        <Link to="activityOverview">
          {i18n._({ id: 'pro-activity.welcome.proposals-link', message: 'Your activity overview' })}
        </Link>
      }
    >
      {news.proposalStatusChanges.length > 0 ? (
        <ul className="pro-welcome-list">
          {news.proposalStatusChanges.map((change) => {
            const status = statusWords(change.status);
            const job = change.proposal.serviceRequest;
            return (
              <li key={change.proposal.id} data-testid="welcome-status-change">
                <StatusPill tone={status.tone}>{status.label}</StatusPill>
                <Link to="myProposal" params={{ id: change.proposal.id }}>
                  {i18n._({
                    id: 'pro-activity.welcome.conversation',
                    message: '{service} for {name}',
                    values: { service: job.service.name, name: job.consumer.displayName },
                  })}
                </Link>
                <span className="pro-welcome-date">{formatDate(change.changedAt)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Section>
  );
}
