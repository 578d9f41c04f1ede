// ServicePro/AutoRespond (spec §2.7 auto-respond): the professional's rules — trade, job types,
// where, the template, the daily limit, on or off — and what each sent today, against its limit and
// job by job; each to switch, change or delete. The templates' titles come from the shared
// templatePicker query, which the template pages keep current (decision 048).
import { useLingui } from '@lingui/react';
import { useId, useRef } from 'react';
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { AutoRespondRulesDocument } from './generated/documents.ts';
import { RuleCard } from './rule-card.tsx';

export function RulesPage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const rules = useQuery(AutoRespondRulesDocument);
  const templates = useQuery(TemplatePickerDocument);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="auto-respond-page">
      <PageHeading
        title={i18n._({ id: 'auto-respond.list.title', message: 'Auto-respond' })}
        lead={i18n._({
          id: 'auto-respond.list.lead',
          message:
            'Be first to answer: when a new job that fits a rule is posted, the rule sends the home owner a proposal with your template. Each proposal costs the job’s usual fee.',
        })}
      >
        <div className="actions">
          <Link to="proAutoRespondSetup" className="button">
            <Icon icon="clipboard-plus" />
            {i18n._({ id: 'auto-respond.list.add', message: 'Add a rule' })}
          </Link>
          <Link
            to="proMessageTemplates"
            params={{ fromPage: router.href('proAutoRespond') }}
            className="button secondary"
          >
            <Icon icon="message-square-text" />
            {i18n._({ id: 'auto-respond.list.templates', message: 'Your message templates' })}
          </Link>
        </div>
      </PageHeading>
      <QueryState data={rules.data} error={rules.error} onRetry={() => void rules.mutate()}>
        {({ autoRespondRules, me }) => {
          const workArea = me?.__typename === 'ServicePro' ? (me.workArea ?? null) : null;
          // A template deleted on the template pages took its rules with it.
          const known = templates.data?.messageTemplates;
          const shown = known
            ? autoRespondRules.filter((rule) => known.some((template) => template.id === rule.template.id))
            : autoRespondRules;
          if (shown.length === 0) {
            return (
              <EmptyState
                icon="send"
                title={i18n._({ id: 'auto-respond.empty.title', message: 'No auto-respond rules yet' })}
                action={
                  <Link to="proAutoRespondSetup" className="button">
                    {i18n._({ id: 'auto-respond.empty.action', message: 'Set up your first rule' })}
                  </Link>
                }
              >
                <p>
                  {i18n._({
                    id: 'auto-respond.empty.text',
                    message:
                      'A rule answers new jobs of the types you choose, near you, with one of your templates — while you are on a job yourself. You decide how many a day.',
                  })}
                </p>
              </EmptyState>
            );
          }
          return (
            <section aria-labelledby={headingId}>
              <h2 id={headingId} ref={heading} tabIndex={-1} className="rules-count">
                {i18n._({
                  id: 'auto-respond.list.count',
                  message: '{count, plural, one {# rule} other {# rules}}',
                  values: { count: shown.length },
                })}
              </h2>
              <ul className="list" data-testid="rule-list">
                {shown.map((rule) => (
                  <RuleCard
                    key={rule.id}
                    rule={rule}
                    templateTitle={
                      known?.find((template) => template.id === rule.template.id)?.title ?? rule.template.title
                    }
                    workArea={workArea}
                    onDeleted={() => heading.current?.focus()}
                  />
                ))}
              </ul>
            </section>
          );
        }}
      </QueryState>
    </div>
  );
}
