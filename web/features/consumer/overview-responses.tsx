// The two lists of the job overview (spec §2.6): the pros who responded (the hired one aside,
// shown above them), and the pros the owner invited, with the way to find more while the job is
// open.
import { useLingui } from '@lingui/react';
import type { ConsumerResponseFragment } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';
import { ResponseCard } from './response-card.tsx';

export function ResponsesSection({
  serviceRequestId,
  responses,
  open,
  highlightedId,
  onHired,
}: {
  serviceRequestId: string;
  responses: readonly ConsumerResponseFragment[];
  open: boolean;
  // The response of the pro the owner was asked about (notHiredServiceProId), if they responded.
  highlightedId: string | undefined;
  onHired: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="consumer-responses-heading">
      <h2 id="consumer-responses-heading">
        {i18n._({
          id: 'consumer.overview.responses',
          message: 'Responses ({count})',
          values: { count: responses.length },
        })}
      </h2>
      {responses.length === 0 ? (
        <p className="consumer-meta">
          {open
            ? i18n._({
                id: 'consumer.overview.no-responses-open',
                message: 'No pro has responded yet. Pros near you are told about your job; you can also invite some.',
              })
            : i18n._({ id: 'consumer.overview.no-responses', message: 'No other responses.' })}
        </p>
      ) : (
        <ul className="list consumer-responses">
          {responses.map((response) => (
            <ResponseCard
              key={response.id}
              response={response}
              serviceRequestId={serviceRequestId}
              jobOpen={open}
              highlighted={response.id === highlightedId}
              onHired={onHired}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InvitedSection({
  serviceRequestId,
  invited,
  open,
}: {
  serviceRequestId: string;
  invited: readonly ConsumerResponseFragment[];
  open: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="consumer-invited-heading">
      <h2 id="consumer-invited-heading">{i18n._({ id: 'consumer.overview.invited', message: 'Invited pros' })}</h2>
      {invited.length === 0 ? (
        <p className="consumer-meta">
          {i18n._({ id: 'consumer.overview.none-invited', message: 'You have not invited anyone yet.' })}
        </p>
      ) : (
        <ul className="list consumer-responses">
          {invited.map((response) => (
            <ResponseCard
              key={response.id}
              response={response}
              serviceRequestId={serviceRequestId}
              jobOpen={open}
              onHired={() => {}}
            />
          ))}
        </ul>
      )}
      {open ? (
        <p>
          <Link to="recommendations" params={{ serviceRequestId, fromPage: 'overview' }} className="button secondary">
            {i18n._({ id: 'consumer.overview.find-pros', message: 'Find pros to invite' })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
