// One response to the home owner's job (spec §2.6 overview-professionals): the pro, how they are
// rated and checked, their proposal, and the choices still open on it: shortlist, hire (after
// confirming), decline (with a reason the pro reads).
import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { RatingSummary, StatusPill, VerifiedBadge } from '../../components/ui/trust.tsx';
import type { ConsumerResponseFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { refusalMessage } from './choice-messages.ts';
import {
  ConsumerDeclineProDocument,
  ConsumerHireProDocument,
  ConsumerShortlistDocument,
} from './generated/documents.ts';
import { priceLabel, proName, RESPONSE_STATUS_TONE, responseStatusLabel } from './labels.ts';
import { PhoneForm } from './phone-form.tsx';

// What the overview refreshes after any choice.
export const OVERVIEW_QUERIES = ['consumerJobOverview', 'consumerMyProjects', 'consumerRecommendationsJob'];
// The pro reads the reason whole, so it is bounded (the API refuses longer ones).
export const MAX_DECLINE_REASON = 500;

type Mode = 'idle' | 'confirmHire' | 'decline' | 'phone';

export function ResponseCard({
  response,
  serviceRequestId,
  jobOpen,
  highlighted,
  onHired,
}: {
  response: ConsumerResponseFragment;
  serviceRequestId: string;
  jobOpen: boolean;
  // §2.6 notHiredServiceProId: the pro the owner was asked about; the decline form opens at once.
  highlighted?: boolean;
  onHired: () => void;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const errorMessage = useErrorMessage();
  const pro = response.servicePro;
  const name = proName(pro);
  const shortlist = useMutation(ConsumerShortlistDocument, { revalidate: OVERVIEW_QUERIES });
  const hire = useMutation(ConsumerHireProDocument, { revalidate: OVERVIEW_QUERIES });
  const decline = useMutation(ConsumerDeclineProDocument, { revalidate: OVERVIEW_QUERIES });
  const busy = shortlist.isMutating || hire.isMutating || decline.isMutating;
  const undecided = ['INTERESTED', 'PROPOSED', 'SHORTLISTED'].includes(response.status);
  const canShortlist = jobOpen && (response.status === 'INTERESTED' || response.status === 'PROPOSED');
  const canHire = jobOpen && (response.status === 'PROPOSED' || response.status === 'SHORTLISTED');
  const canDecline = jobOpen && undecided;
  const [mode, setMode] = useState<Mode>(highlighted && canDecline ? 'decline' : 'idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const price = priceLabel(i18n, response.price);

  const technical = (error: unknown) =>
    setFailure(
      errorMessage(error) ??
        i18n._({ id: 'consumer.error.generic', message: 'Something went wrong. Please try again.' }),
    );

  const doShortlist = async () => {
    setFailure(null);
    try {
      const { shortlist: result } = await shortlist.trigger({ input: { proposalId: response.id } });
      if (result.__typename === 'Shortlisted') {
        setMode('idle');
        toast.success(
          i18n._({
            id: 'consumer.shortlist.done',
            message: 'You shortlisted {name}. They can now see your phone number and call you.',
            values: { name },
          }),
        );
      } else if (result.__typename === 'ConsumerMissingPhone') {
        setMode('phone');
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      technical(error);
    }
  };

  const doHire = async () => {
    setFailure(null);
    try {
      const { hirePro: result } = await hire.trigger({ input: { proposalId: response.id } });
      if (result.__typename === 'ProHired') {
        setMode('idle');
        toast.success(i18n._({ id: 'consumer.hire.done', message: 'You hired {name}.', values: { name } }));
        onHired();
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      technical(error);
    }
  };

  const doDecline = async (event: FormEvent) => {
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
      const { declinePro: result } = await decline.trigger({
        input: { proposalId: response.id, reason: trimmed === '' ? null : trimmed },
      });
      if (result.__typename === 'ProDeclined') {
        setMode('idle');
        toast.success(
          i18n._({ id: 'consumer.decline.done', message: 'You declined {name}. We let them know.', values: { name } }),
        );
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      technical(error);
    }
  };

  return (
    <li
      className={highlighted ? 'card consumer-response consumer-highlighted' : 'card consumer-response'}
      data-testid="overview-response"
      data-pro-slug={pro.slug}
      data-proposal-id={response.id}
    >
      <div className="consumer-card-head">
        <h3>
          <Link to="proProfile" params={{ serviceProSlug: pro.slug }}>
            {name}
          </Link>
        </h3>
        <StatusPill tone={RESPONSE_STATUS_TONE[response.status]}>
          {responseStatusLabel(i18n, response.status)}
        </StatusPill>
      </div>
      <p className="consumer-trust">
        {pro.isVerified ? <VerifiedBadge /> : null}
        <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
      </p>
      {highlighted ? (
        <p className="consumer-meta">
          {i18n._({
            id: 'consumer.response.not-hired-note',
            message: 'You did not choose {name}. Let them know why: it helps them improve.',
            values: { name },
          })}
        </p>
      ) : null}
      <dl className="consumer-proposal">
        {price ? <Detail term={i18n._({ id: 'consumer.response.price', message: 'Price' })}>{price}</Detail> : null}
        {response.availability ? (
          <Detail term={i18n._({ id: 'consumer.response.availability', message: 'Availability' })}>
            {response.availability}
          </Detail>
        ) : null}
        {response.homeVisitRequested ? (
          <Detail term={i18n._({ id: 'consumer.response.visit', message: 'Home visit' })}>
            {i18n._({ id: 'consumer.response.visit-requested', message: 'Would like to see the job first' })}
          </Detail>
        ) : null}
        {response.additionalInfo ? (
          <Detail term={i18n._({ id: 'consumer.response.message', message: 'Message' })}>
            {response.additionalInfo}
          </Detail>
        ) : null}
        {pro.phone ? (
          <Detail term={i18n._({ id: 'consumer.response.phone', message: 'Phone' })}>
            <a href={`tel:${pro.phone}`}>{pro.phone}</a>
          </Detail>
        ) : null}
        {response.declineReason ? (
          <Detail term={i18n._({ id: 'consumer.response.decline-reason', message: 'Your reason' })}>
            {response.declineReason}
          </Detail>
        ) : null}
        <Detail term={i18n._({ id: 'consumer.response.date', message: 'Responded' })}>
          {formatDate(response.proposedAt ?? response.createdAt)}
        </Detail>
      </dl>
      <div className="actions">
        <Link to="consumerMessages" params={{ serviceRequestId, proposalId: response.id }} className="button secondary">
          {response.unreadCount > 0
            ? i18n._({
                id: 'consumer.response.messages-unread',
                message: 'Messages ({count} new)',
                values: { count: response.unreadCount },
              })
            : i18n._({ id: 'consumer.response.messages', message: 'Messages' })}
        </Link>
        {mode === 'idle' && canShortlist ? (
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={doShortlist}
            data-testid="shortlist"
          >
            {i18n._({ id: 'consumer.action.shortlist', message: 'Shortlist' })}
          </button>
        ) : null}
        {mode === 'idle' && canHire ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => setMode('confirmHire')}
            data-testid="hire"
          >
            {i18n._({ id: 'consumer.action.hire', message: 'Hire' })}
          </button>
        ) : null}
        {mode === 'idle' && canDecline ? (
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => setMode('decline')}
            data-testid="decline"
          >
            {i18n._({ id: 'consumer.action.decline', message: 'Decline' })}
          </button>
        ) : null}
      </div>
      {mode === 'confirmHire' ? (
        <Step title={i18n._({ id: 'consumer.hire.confirm-title', message: 'Hire {name}?', values: { name } })}>
          <p>
            {i18n._({
              id: 'consumer.hire.confirm-text',
              message: 'The job is then theirs: every other pro who responded is told you chose someone else.',
            })}
          </p>
          <div className="actions">
            <button type="button" className="button" disabled={busy} onClick={doHire} data-testid="hire-confirm">
              {i18n._({ id: 'consumer.hire.confirm', message: 'Yes, hire {name}', values: { name } })}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setMode('idle')}>
              {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
            </button>
          </div>
        </Step>
      ) : null}
      {mode === 'decline' ? (
        <form className="form consumer-inline-form" onSubmit={doDecline} noValidate>
          <Step title={i18n._({ id: 'consumer.decline.title', message: 'Decline {name}', values: { name } })}>
            <TextArea
              label={i18n._({ id: 'consumer.decline.reason', message: 'Why not this pro? (optional)' })}
              hint={i18n._({ id: 'consumer.decline.reason-hint', message: 'The pro reads this. Be kind and honest.' })}
              name="reason"
              value={reason}
              maxLength={MAX_DECLINE_REASON}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="actions">
              <button type="submit" className="button" disabled={busy} data-testid="decline-confirm">
                {i18n._({ id: 'consumer.decline.confirm', message: 'Decline' })}
              </button>
              <button type="button" className="button secondary" disabled={busy} onClick={() => setMode('idle')}>
                {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
              </button>
            </div>
          </Step>
        </form>
      ) : null}
      {mode === 'phone' ? (
        <PhoneForm
          onSaved={() => {
            setMode('idle');
            void doShortlist();
          }}
          onCancel={() => setMode('idle')}
        />
      ) : null}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// A step of a choice (confirm, give a reason): its heading takes the focus when it opens.
function Step({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="consumer-step">
      <h4 tabIndex={-1} ref={heading}>
        {title}
      </h4>
      {children}
    </div>
  );
}
