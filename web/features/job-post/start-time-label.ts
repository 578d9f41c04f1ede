// The words for the §3 start-time choices, on the form and on the posted page.
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { StartTime } from '../../generated/graphql.ts';

export function useStartTimeLabel(): (value: StartTime) => string {
  const { i18n } = useLingui();
  return useCallback(
    (value: StartTime) => {
      switch (value) {
        case 'ASAP':
          return i18n._({ id: 'job-post.start-time.asap', message: 'As soon as possible' });
        case 'WITHIN_TWO_WEEKS':
          return i18n._({ id: 'job-post.start-time.two-weeks', message: 'Within two weeks' });
        case 'WITHIN_ONE_MONTH':
          return i18n._({ id: 'job-post.start-time.one-month', message: 'Within a month' });
        case 'WITHIN_COUPLE_MONTHS':
          return i18n._({ id: 'job-post.start-time.couple-months', message: 'Within a couple of months' });
        case 'TO_BE_DISCUSSED':
          return i18n._({ id: 'job-post.start-time.to-be-discussed', message: 'Flexible: to be discussed' });
      }
    },
    [i18n],
  );
}
