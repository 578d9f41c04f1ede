// The one thing a returning professional should do first, from what happened while they were away:
// a hire needs a call to agree the start, unread messages an answer, a shortlist a call before the
// home owner decides, new jobs a response; with nothing waiting, finding work is the next step.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { Link } from '../../lib/router.tsx';
import type { WelcomeBack } from './welcome-back-page.tsx';

export function NextStep({ news }: { news: WelcomeBack }) {
  const { i18n } = useLingui();
  const hired = news.proposalStatusChanges.find((change) => change.status === 'HIRED');
  const shortlisted = news.proposalStatusChanges.find((change) => change.status === 'SHORTLISTED');
  const conversation = news.unreadConversations[0];
  const nameOf = (job: { service: { name: string }; consumer: { displayName: string } }) => ({
    service: job.service.name,
    name: job.consumer.displayName,
  });

  let text: string;
  let action: ReactNode;
  if (hired) {
    text = i18n._({
      id: 'pro-activity.next.hired',
      message: '{name} hired you for {service}. Get in touch to agree when you start.',
      values: nameOf(hired.proposal.serviceRequest),
    });
    action = (
      <Link to="myProposal" params={{ id: hired.proposal.id }} className="button">
        {i18n._({ id: 'pro-activity.next.hired-action', message: 'Open the job' })}
      </Link>
    );
  } else if (conversation) {
    text = i18n._({
      id: 'pro-activity.next.messages',
      message: '{name} is waiting for your answer about {service}.',
      values: nameOf(conversation.serviceRequest),
    });
    action = (
      <Link to="myProposalMessages" params={{ id: conversation.id }} className="button">
        {i18n._({ id: 'pro-activity.next.messages-action', message: 'Reply now' })}
      </Link>
    );
  } else if (shortlisted) {
    text = i18n._({
      id: 'pro-activity.next.shortlisted',
      message: '{name} shortlisted you for {service}. Call them before they decide.',
      values: nameOf(shortlisted.proposal.serviceRequest),
    });
    action = (
      <Link to="myProposal" params={{ id: shortlisted.proposal.id }} className="button">
        {i18n._({ id: 'pro-activity.next.shortlisted-action', message: 'See their number' })}
      </Link>
    );
  } else if (news.newJobCount > 0) {
    text = i18n._({
      id: 'pro-activity.next.jobs',
      message: 'New jobs are waiting. The first to respond are the most likely to be chosen.',
    });
    action = (
      <Link to="newServiceRequests" className="button">
        {i18n._({ id: 'pro-activity.next.jobs-action', message: 'Respond to new jobs' })}
      </Link>
    );
  } else {
    text = i18n._({
      id: 'pro-activity.next.quiet',
      message: 'Nothing is waiting for you. Look for new jobs to respond to.',
    });
    action = (
      <Link to="newServiceRequests" className="button">
        {i18n._({ id: 'pro-activity.next.quiet-action', message: 'Find jobs' })}
      </Link>
    );
  }
  return (
    <section className="card pro-welcome-next" aria-labelledby="welcome-next" data-testid="welcome-next">
      <h2 id="welcome-next" className="pro-welcome-heading">
        <span className="state-icon">
          <Icon icon="arrow-right" />
        </span>
        {i18n._({ id: 'pro-activity.next.title', message: 'Your next step' })}
      </h2>
      <p>{text}</p>
      <div className="actions">{action}</div>
    </section>
  );
}
