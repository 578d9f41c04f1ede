// One response to the home owner's job (spec §2.6 overview-professionals): the pro (logo or
// initials, name), how they are rated and checked, their price and the rest of their proposal, and
// the choices still open on it: shortlist, hire (after confirming), decline (with a reason the pro
// reads).
import { useLingui } from '@lingui/react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { RatingSummary, StatusPill, VerifiedBadge } from '../../components/ui/trust.tsx';
import type { ConsumerResponseFragment } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';
import { priceLabel, proName, RESPONSE_STATUS_TONE, responseStatusLabel } from './labels.ts';
import { PhoneForm } from './phone-form.tsx';
import { DeclineForm, HireConfirmation } from './response-choice-steps.tsx';
import { ResponseDetails } from './response-details.tsx';
import { useResponseChoices } from './use-response-choices.ts';

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
  const pro = response.servicePro;
  const name = proName(pro);
  const price = priceLabel(i18n, response.price);
  const undecided = ['INTERESTED', 'PROPOSED', 'SHORTLISTED'].includes(response.status);
  const canShortlist = jobOpen && (response.status === 'INTERESTED' || response.status === 'PROPOSED');
  const canHire = jobOpen && (response.status === 'PROPOSED' || response.status === 'SHORTLISTED');
  const canDecline = jobOpen && undecided;
  const choices = useResponseChoices({
    response,
    name,
    initialMode: highlighted && canDecline ? 'decline' : 'idle',
    onHired,
  });
  const { mode, setMode, busy } = choices;

  return (
    <li
      className={highlighted ? 'card consumer-response consumer-highlighted' : 'card consumer-response'}
      data-testid="overview-response"
      data-pro-slug={pro.slug}
      data-proposal-id={response.id}
    >
      <div className="response-card-head">
        <Avatar name={name} imageUrl={pro.companyProfile?.companyLogo?.sizes.small} />
        <div className="response-card-who">
          <h3>
            <Link to="proProfile" params={{ serviceProSlug: pro.slug }}>
              {name}
            </Link>
          </h3>
          <p className="consumer-trust">
            <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
            {pro.isVerified ? <VerifiedBadge /> : null}
          </p>
        </div>
        <div className="response-card-status">
          <StatusPill tone={RESPONSE_STATUS_TONE[response.status]}>
            {responseStatusLabel(i18n, response.status)}
          </StatusPill>
        </div>
      </div>
      {price ? <p className="response-card-price">{price}</p> : null}
      {highlighted ? (
        <p className="consumer-meta">
          {i18n._({
            id: 'consumer.response.not-hired-note',
            message: 'You did not choose {name}. Let them know why: it helps them improve.',
            values: { name },
          })}
        </p>
      ) : null}
      <ResponseDetails response={response} />
      <div className="actions">
        <Link to="consumerMessages" params={{ serviceRequestId, proposalId: response.id }} className="button secondary">
          <Icon icon="message-square" />
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
            onClick={choices.shortlist}
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
        <HireConfirmation name={name} busy={busy} onConfirm={choices.hire} onCancel={() => setMode('idle')} />
      ) : null}
      {mode === 'decline' ? (
        <DeclineForm
          name={name}
          reason={choices.reason}
          reasonError={choices.reasonError}
          busy={busy}
          onReasonChange={choices.setReason}
          onSubmit={choices.decline}
          onCancel={() => setMode('idle')}
        />
      ) : null}
      {mode === 'phone' ? (
        <PhoneForm
          onSaved={() => {
            setMode('idle');
            void choices.shortlist();
          }}
          onCancel={() => setMode('idle')}
        />
      ) : null}
      {choices.failure ? <FormMessage>{choices.failure}</FormMessage> : null}
    </li>
  );
}
