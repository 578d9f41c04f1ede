// The fields of an auto-respond rule (rule-form.tsx), each with its error next to it.
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { formatDistance } from '../../components/ui/distance.ts';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import type { DistanceUnit } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';
import type { DailyLimitBounds, RuleDraft, RuleErrors, RuleField } from './rule-draft.ts';
import { areaLabel, ruleProblemText, type WorkArea } from './rule-words.ts';

export interface RuleFieldsProps {
  readonly draft: RuleDraft;
  readonly errors: RuleErrors;
  // The professional's own trades that have services they offer, and those services.
  readonly trades: readonly { readonly id: string; readonly name: string }[];
  readonly services: readonly {
    readonly id: string;
    readonly name: string;
    readonly profession: { readonly id: string };
  }[];
  readonly workArea: WorkArea | null;
  readonly unit: DistanceUnit;
  readonly bounds: DailyLimitBounds;
  readonly templates: readonly { readonly id: string; readonly title: string }[];
  // This page, for the way back from writing a new template.
  readonly fromPage: string;
  onChange(patch: Partial<RuleDraft>): void;
}

export function RuleFields({
  draft,
  errors,
  trades,
  services,
  workArea,
  unit,
  bounds,
  templates,
  fromPage,
  onChange,
}: RuleFieldsProps) {
  const { i18n } = useLingui();
  const servicesErrorId = useId();
  const error = (field: RuleField) => {
    const problem = errors[field];
    return problem ? ruleProblemText(i18n, field, problem, bounds) : null;
  };
  const servicesError = error('serviceIds');
  const tradeServices = services.filter((service) => service.profession.id === draft.professionId);
  return (
    <>
      <SelectField
        name="professionId"
        label={i18n._({ id: 'auto-respond.field.trade', message: 'Trade' })}
        value={draft.professionId}
        error={error('professionId')}
        data-testid="rule-trade"
        onChange={(event) => {
          const professionId = event.target.value;
          // Job types belong to their trade: those of another trade are dropped.
          const kept = draft.serviceIds.filter((id) =>
            services.some((service) => service.id === id && service.profession.id === professionId),
          );
          onChange({ professionId, serviceIds: kept });
        }}
        options={[
          { value: '', label: i18n._({ id: 'auto-respond.field.trade-choose', message: 'Choose a trade' }) },
          ...trades.map((trade) => ({ value: trade.id, label: trade.name })),
        ]}
      />

      <fieldset
        className={servicesError ? 'choice-group rule-services field-invalid' : 'choice-group rule-services'}
        data-testid="rule-services"
      >
        <legend>{i18n._({ id: 'auto-respond.field.services', message: 'Job types' })}</legend>
        {tradeServices.length === 0 ? (
          <p className="field-hint">
            {i18n._({
              id: 'auto-respond.field.services-choose-trade',
              message: 'Choose a trade first: its job types that you offer appear here.',
            })}
          </p>
        ) : (
          tradeServices.map((service) => (
            <Checkbox
              key={service.id}
              name="serviceIds"
              value={service.id}
              label={service.name}
              checked={draft.serviceIds.includes(service.id)}
              aria-invalid={servicesError ? true : undefined}
              aria-describedby={servicesError ? servicesErrorId : undefined}
              onChange={(event) =>
                onChange({
                  serviceIds: event.target.checked
                    ? [...draft.serviceIds, service.id]
                    : draft.serviceIds.filter((id) => id !== service.id),
                })
              }
            />
          ))
        )}
        {servicesError ? (
          <p id={servicesErrorId} className="field-error" role="alert">
            {servicesError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="choice-group" data-testid="rule-area">
        <legend>{i18n._({ id: 'auto-respond.field.area', message: 'Where' })}</legend>
        {workArea ? null : (
          <p className="field-hint">
            {i18n._({
              id: 'auto-respond.field.area-unset',
              message:
                'You have not set your work area yet. Auto-respond only answers jobs inside it, so set it first.',
            })}
          </p>
        )}
        <label className="choice">
          <input
            type="radio"
            name="area"
            value="WORK_AREA"
            checked={draft.area === 'WORK_AREA'}
            onChange={() => onChange({ area: 'WORK_AREA' })}
          />
          {areaLabel(i18n, null, workArea, unit)}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="area"
            value="DISTANCE"
            data-testid="rule-area-distance"
            checked={draft.area === 'DISTANCE'}
            onChange={() => onChange({ area: 'DISTANCE' })}
          />
          {workArea
            ? i18n._({
                id: 'auto-respond.field.area-closer',
                message: 'Only jobs closer to {centre}',
                values: { centre: workArea.centre.name },
              })
            : i18n._({ id: 'auto-respond.field.area-closer-unset', message: 'Only jobs closer to its centre' })}
        </label>
      </fieldset>
      {draft.area === 'DISTANCE' ? (
        <TextField
          name="maxDistance"
          inputMode="decimal"
          autoComplete="off"
          label={
            unit === 'miles'
              ? i18n._({ id: 'auto-respond.field.distance-miles', message: 'At most this many miles away' })
              : i18n._({ id: 'auto-respond.field.distance-km', message: 'At most this many kilometres away' })
          }
          hint={
            workArea
              ? i18n._({
                  id: 'auto-respond.field.distance-hint',
                  message: 'Your work area reaches {radius} around {centre}.',
                  values: {
                    radius: formatDistance(i18n.locale, workArea.radius.value, workArea.radius.unit),
                    centre: workArea.centre.name,
                  },
                })
              : undefined
          }
          value={draft.maxDistance}
          error={error('maxDistance')}
          data-testid="rule-distance"
          onChange={(event) => onChange({ maxDistance: event.target.value })}
        />
      ) : null}

      <SelectField
        name="templateId"
        label={i18n._({ id: 'auto-respond.field.template', message: 'Answer with this template' })}
        hint={
          templates.length === 0
            ? i18n._({
                id: 'auto-respond.field.template-none',
                message: 'You have no templates yet. Write one first: it is the proposal the rule sends.',
              })
            : i18n._({
                id: 'auto-respond.field.template-hint',
                message: 'Its text is the proposal the home owner receives.',
              })
        }
        value={draft.templateId}
        error={error('templateId')}
        data-testid="rule-template"
        onChange={(event) => onChange({ templateId: event.target.value })}
        options={[
          { value: '', label: i18n._({ id: 'auto-respond.field.template-choose', message: 'Choose a template' }) },
          ...templates.map((template) => ({ value: template.id, label: template.title })),
        ]}
      />
      <p className="rule-template-links">
        <Link to="proMessageTemplateAdd" params={{ fromPage }}>
          {i18n._({ id: 'auto-respond.field.template-add', message: 'Write a new template' })}
        </Link>
      </p>

      <TextField
        name="dailyLimit"
        inputMode="numeric"
        autoComplete="off"
        label={i18n._({ id: 'auto-respond.field.limit', message: 'At most this many jobs a day' })}
        hint={i18n._({
          id: 'auto-respond.field.limit-hint',
          message:
            'From {min} to {max}. Each proposal costs the job’s usual fee, and {max} a day is your limit for all your rules together.',
          values: { min: bounds.min, max: bounds.max },
        })}
        value={draft.dailyLimit}
        error={error('dailyLimit')}
        data-testid="rule-limit"
        onChange={(event) => onChange({ dailyLimit: event.target.value })}
      />

      <Checkbox
        name="enabled"
        label={i18n._({ id: 'auto-respond.field.enabled', message: 'Switch the rule on' })}
        hint={i18n._({
          id: 'auto-respond.field.enabled-hint',
          message: 'Off, the rule is kept but answers nothing until you switch it on.',
        })}
        checked={draft.enabled}
        data-testid="rule-enabled"
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
    </>
  );
}
