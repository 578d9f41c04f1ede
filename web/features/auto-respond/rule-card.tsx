// One auto-respond rule on the list: what it answers, where, with which template and how many a
// day; what it sent today, job by job; a switch to turn it on or off, and the way to change or
// delete it (after a confirmation).
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormMessage } from '../../components/ui/fields.tsx';
import { InlineConfirm } from '../../components/ui/inline-confirm.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { AutoRespondRulesQuery } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AutoRespondDeleteRuleDocument, AutoRespondUpdateRuleDocument } from './generated/documents.ts';
import { priceInputOf } from './rule-draft.ts';
import { areaLabel, type WorkArea } from './rule-words.ts';
import { RULE_ID } from './setup-page.tsx';

type Rule = AutoRespondRulesQuery['autoRespondRules'][number];

// The trades of a rule's job types, each once, in their order.
function tradesOf(rule: Rule): string[] {
  return [...new Set(rule.services.map((service) => service.profession.name))];
}

export function RuleCard({
  rule,
  templateTitle,
  workArea,
  onDeleted,
}: {
  rule: Rule;
  templateTitle: string;
  workArea: WorkArea | null;
  onDeleted: () => void;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const update = useMutation(AutoRespondUpdateRuleDocument, { revalidate: ['autoRespondRules'] });
  const remove = useMutation(AutoRespondDeleteRuleDocument, { revalidate: ['autoRespondRules'] });
  const [enabled, setEnabled] = useState(rule.enabled);
  // The rule read again says what is so.
  useEffect(() => setEnabled(rule.enabled), [rule.enabled]);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const start = useRef<HTMLButtonElement>(null);
  const trades = tradesOf(rule).join(', ');

  // The question takes the focus when it opens (InlineConfirm); kept, the focus goes back to Delete.
  const asked = useRef(false);
  useEffect(() => {
    if (!confirming && asked.current) start.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  async function toggle(next: boolean) {
    setFailure(null);
    setEnabled(next);
    try {
      const { updateAutoRespondRule: answer } = await update.trigger({
        input: {
          ruleId: rule.id,
          rule: {
            enabled: next,
            serviceIds: rule.services.map((service) => service.id),
            maxDistance: rule.maxDistance ?? null,
            templateId: rule.template.id,
            dailyLimit: rule.dailyLimit,
            price: priceInputOf(rule.price),
          },
        },
      });
      if (answer.__typename === 'AutoRespondRuleSaved') {
        toast.success(
          next
            ? i18n._({ id: 'auto-respond.switched-on', message: 'The rule is on: it answers new jobs from now.' })
            : i18n._({
                id: 'auto-respond.switched-off',
                message: 'The rule is off: it answers no jobs until you switch it on.',
              }),
        );
        return;
      }
      setEnabled(!next);
      setFailure(
        answer.__typename === 'NotFound'
          ? i18n._({
              id: 'auto-respond.error.switch-gone',
              message: 'This rule or its template no longer exists, so it could not be switched.',
            })
          : i18n._({
              id: 'auto-respond.error.switch-invalid',
              message:
                'This rule no longer fits your services or your daily limit, so it could not be switched. Change it first.',
            }),
      );
    } catch (error) {
      setEnabled(!next);
      setFailure(
        errorMessage(error) ??
          i18n._({
            id: 'auto-respond.error.not-switched',
            message: 'The rule could not be switched. Please try again.',
          }),
      );
    }
  }

  async function confirmDelete() {
    setFailure(null);
    try {
      const { deleteAutoRespondRule: answer } = await remove.trigger({ input: { ruleId: rule.id } });
      toast.success(
        answer.__typename === 'AutoRespondRuleDeleted'
          ? i18n._({ id: 'auto-respond.deleted', message: 'The rule is deleted. Proposals it sent stay sent.' })
          : i18n._({ id: 'auto-respond.deleted-already', message: 'The rule had already been deleted.' }),
      );
      onDeleted();
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'auto-respond.error.not-deleted', message: 'The rule could not be deleted. Please try again.' }),
      );
    }
  }

  return (
    <li className="card rule-card" aria-labelledby={titleId} data-testid="rule-card">
      <div className="rule-card-head">
        <h3 id={titleId}>{trades}</h3>
        <StatusPill tone={enabled ? 'good' : 'neutral'}>
          {enabled
            ? i18n._({ id: 'auto-respond.card.on', message: 'On' })
            : i18n._({ id: 'auto-respond.card.off', message: 'Off' })}
        </StatusPill>
      </div>
      <dl className="facts">
        <div>
          <dt>{i18n._({ id: 'auto-respond.card.services', message: 'Job types' })}</dt>
          <dd>{rule.services.map((service) => service.name).join(', ')}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'auto-respond.card.area', message: 'Where' })}</dt>
          <dd>{areaLabel(i18n, rule.maxDistance ?? null, workArea, router.brand.distanceUnit)}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'auto-respond.card.template', message: 'Template' })}</dt>
          <dd>{templateTitle}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'auto-respond.card.limit', message: 'Daily limit' })}</dt>
          <dd>
            {i18n._({
              id: 'auto-respond.card.limit-value',
              message: '{count, plural, one {# job a day} other {# jobs a day}}',
              values: { count: rule.dailyLimit },
            })}
          </dd>
        </div>
      </dl>
      <SentToday rule={rule} />
      <Switch
        label={i18n._({ id: 'auto-respond.card.switch', message: 'Answer new jobs with this rule' })}
        checked={enabled}
        busy={update.isMutating}
        data-testid="rule-switch"
        onChange={(event) => void toggle(event.target.checked)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      {confirming ? (
        <InlineConfirm
          question={i18n._({
            id: 'auto-respond.delete.question',
            message: 'Delete this rule for {trades}? Proposals it sent stay sent. This cannot be undone.',
            values: { trades },
          })}
          confirm={i18n._({ id: 'auto-respond.delete.confirm', message: 'Delete rule' })}
          keep={i18n._({ id: 'auto-respond.delete.keep', message: 'Keep it' })}
          busy={remove.isMutating}
          onConfirm={() => void confirmDelete()}
          onKeep={() => setConfirming(false)}
          testId="rule-delete-confirm"
        />
      ) : (
        <div className="actions">
          <Link to="proAutoRespondSetup" params={{ [RULE_ID]: rule.id }} className="button secondary">
            {i18n._({ id: 'auto-respond.card.edit', message: 'Change' })}{' '}
            <span className="visually-hidden">{trades}</span>
          </Link>
          <button
            ref={start}
            type="button"
            className="button secondary danger"
            data-testid="rule-delete"
            onClick={() => setConfirming(true)}
          >
            {i18n._({ id: 'auto-respond.card.delete', message: 'Delete' })}{' '}
            <span className="visually-hidden">{trades}</span>
          </button>
        </div>
      )}
    </li>
  );
}

// What the rule sent today: how many against its limit, and to which jobs (spec §2.7 auto-respond).
function SentToday({ rule }: { rule: Rule }) {
  const { i18n } = useLingui();
  const { formatTime } = useDateFormatters();
  const sent = rule.sentToday.length;
  return (
    <section className="rule-today" data-testid="rule-today">
      <h4>
        {i18n._({
          id: 'auto-respond.today.count',
          message: 'Sent today: {sent} of {limit}',
          values: { sent, limit: rule.dailyLimit },
        })}
      </h4>
      <progress value={Math.min(sent, rule.dailyLimit)} max={rule.dailyLimit} aria-hidden="true" />
      {sent === 0 ? (
        <p className="field-hint">
          {i18n._({ id: 'auto-respond.today.none', message: 'No proposals sent yet today.' })}
        </p>
      ) : (
        <ul className="rule-today-jobs">
          {rule.sentToday.map((proposal) => {
            const place = proposal.serviceRequest.location.parent?.name ?? proposal.serviceRequest.location.name;
            return (
              <li key={proposal.id}>
                <Link to="myProposal" params={{ id: proposal.id }}>
                  {i18n._({
                    id: 'auto-respond.today.job',
                    message: 'A job in {place}: {service}',
                    values: { service: proposal.serviceRequest.service.name, place },
                  })}
                </Link>{' '}
                <time dateTime={proposal.createdAt}>{formatTime(proposal.createdAt)}</time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
