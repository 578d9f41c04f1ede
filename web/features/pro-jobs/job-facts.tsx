// The facts of a job as a professional reads them: where, how far, when, and how busy it is.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { PROPOSAL_LIMIT } from '../../../shared/constants.ts';
import { formatDistance } from '../../components/ui/distance.ts';
import type { DistanceUnit, LeadType, StartTime } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';

export function startTimeLabel(i18n: I18n, startTime: StartTime): string {
  switch (startTime) {
    case 'ASAP':
      return i18n._({ id: 'pro-jobs.start.asap', message: 'As soon as possible' });
    case 'WITHIN_TWO_WEEKS':
      return i18n._({ id: 'pro-jobs.start.within-two-weeks', message: 'Within two weeks' });
    case 'WITHIN_ONE_MONTH':
      return i18n._({ id: 'pro-jobs.start.within-one-month', message: 'Within a month' });
    case 'WITHIN_COUPLE_MONTHS':
      return i18n._({ id: 'pro-jobs.start.within-couple-months', message: 'Within a couple of months' });
    case 'TO_BE_DISCUSSED':
      return i18n._({ id: 'pro-jobs.start.to-be-discussed', message: 'To be agreed' });
  }
}

interface Place {
  readonly name: string;
  readonly parent: { readonly name: string } | null;
}

// A job's place is its postal code; its city is the parent: "Utrecht (3511 AB)".
export function placeName(location: Place): string {
  return location.parent ? `${location.parent.name} (${location.name})` : location.name;
}

export function photoCount(attachments: readonly { readonly contentType: string }[]): number {
  return attachments.filter((attachment) => attachment.contentType.startsWith('image/')).length;
}

export function ResponsesCount({ count, leadType }: { count: number; leadType: LeadType }) {
  const { i18n } = useLingui();
  if (leadType === 'PICK_AND_CHOOSE') {
    return (
      <>
        {i18n._({
          id: 'pro-jobs.responses.of-limit',
          message: '{count} of {limit} responses',
          values: { count, limit: PROPOSAL_LIMIT },
        })}
      </>
    );
  }
  return (
    <>
      {i18n._({
        id: 'pro-jobs.responses.count',
        message: '{count, plural, =0 {No responses yet} one {# response} other {# responses}}',
        values: { count },
      })}
    </>
  );
}

// The place (with the distance, when known), the start and the posting date of a job: the first
// facts of its card in the lists and of its own page.
export function PlaceAndTimeFacts({
  job,
}: {
  job: {
    readonly location: Place;
    readonly distance?: { readonly value: number; readonly unit: DistanceUnit } | null;
    readonly startTime: StartTime;
    readonly createdAt: string;
  };
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  return (
    <>
      <div>
        <dt>{i18n._({ id: 'pro-jobs.card.place', message: 'Place' })}</dt>
        <dd data-testid="job-place">
          {placeName(job.location)}
          {job.distance
            ? ` · ${i18n._({
                id: 'pro-jobs.card.distance',
                message: '{distance} away',
                values: { distance: formatDistance(i18n.locale, job.distance.value, job.distance.unit) },
              })}`
            : null}
        </dd>
      </div>
      <div>
        <dt>{i18n._({ id: 'pro-jobs.card.start', message: 'Start' })}</dt>
        <dd>{startTimeLabel(i18n, job.startTime)}</dd>
      </div>
      <div>
        <dt>{i18n._({ id: 'pro-jobs.card.posted', message: 'Posted' })}</dt>
        <dd>
          <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, { dateStyle: 'medium' })}</time>
        </dd>
      </div>
    </>
  );
}
