// Auto-respond in words: where a rule answers (its area around the work area's centre), and what is
// wrong with a field of the setup form (spec §5 codes, with the bounds the upstream gives).
import type { I18n } from '@lingui/core';
import { formatDistance } from '../../components/ui/distance.ts';
import type { DistanceUnit } from '../../generated/graphql.ts';
import type { DailyLimitBounds, RuleField, RuleProblem } from './rule-draft.ts';

export interface WorkArea {
  readonly centre: { readonly name: string };
  readonly radius: { readonly value: number; readonly unit: DistanceUnit };
}

// "Within 15 km of Leeds", or the whole work area: "Anywhere in your work area (30 km around Leeds)".
export function areaLabel(i18n: I18n, maxDistance: number | null, workArea: WorkArea | null, unit: DistanceUnit) {
  if (maxDistance === null) {
    return workArea
      ? i18n._({
          id: 'auto-respond.area.work-area',
          message: 'Anywhere in your work area ({radius} around {centre})',
          values: {
            radius: formatDistance(i18n.locale, workArea.radius.value, workArea.radius.unit),
            centre: workArea.centre.name,
          },
        })
      : i18n._({ id: 'auto-respond.area.work-area-unset', message: 'Anywhere in your work area' });
  }
  const distance = formatDistance(i18n.locale, maxDistance, unit);
  return workArea
    ? i18n._({
        id: 'auto-respond.area.within',
        message: 'Within {distance} of {centre}',
        values: { distance, centre: workArea.centre.name },
      })
    : i18n._({
        id: 'auto-respond.area.within-unset',
        message: 'Within {distance} of the centre of your work area',
        values: { distance },
      });
}

export function ruleProblemText(i18n: I18n, field: RuleField, problem: RuleProblem, bounds: DailyLimitBounds) {
  switch (field) {
    case 'professionId':
      return i18n._({ id: 'auto-respond.error.trade-required', message: 'Choose the trade the rule is for.' });
    case 'serviceIds':
      return problem === 'REQUIRED'
        ? i18n._({ id: 'auto-respond.error.services-required', message: 'Choose at least one job type.' })
        : i18n._({
            id: 'auto-respond.error.services-invalid',
            message: 'Choose only job types you offer. Your services may have changed: check the list again.',
          });
    case 'maxDistance':
      return problem === 'REQUIRED'
        ? i18n._({ id: 'auto-respond.error.distance-required', message: 'Enter how far from the centre, such as 15.' })
        : i18n._({
            id: 'auto-respond.error.distance-invalid',
            message: 'Enter a distance above 0, such as 15 or 7.5.',
          });
    case 'templateId':
      return problem === 'GONE'
        ? i18n._({
            id: 'auto-respond.error.template-gone',
            message: 'This template no longer exists. Choose another one, or write a new one.',
          })
        : i18n._({
            id: 'auto-respond.error.template-required',
            message: 'Choose the template the rule answers with.',
          });
    case 'dailyLimit':
      return problem === 'REQUIRED'
        ? i18n._({
            id: 'auto-respond.error.limit-required',
            message: 'Enter how many jobs a day the rule may answer.',
          })
        : i18n._({
            id: 'auto-respond.error.limit-invalid',
            message: 'Enter a whole number from {min} to {max}.',
            values: { min: bounds.min, max: bounds.max },
          });
  }
}
