// What a pro's response says besides its price (spec §2.6): availability, a home visit, their message, their
// phone once shortlisted, the owner's own reason for declining, and when they responded.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ConsumerResponseFragment } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';

export function ResponseDetails({ response }: { response: ConsumerResponseFragment }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const pro = response.servicePro;
  return (
    <dl className="consumer-proposal">
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
