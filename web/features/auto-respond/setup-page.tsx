// ServicePro/AutoRespondSetup (spec §2.7 auto-respond/setup, ?ruleId= to change one): the form of a
// rule, from the professional's own trades and services, their work area, their templates and the
// daily limit's bounds the upstream gives. A ruleId that is not theirs is the not-found page.
import { useLingui } from '@lingui/react';
import { readQueryParam } from '../../../shared/query.ts';
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { AutoRespondSetupQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { AutoRespondSetupDocument } from './generated/documents.ts';
import { RuleForm } from './rule-form.tsx';

export const RULE_ID = 'ruleId';

export function setupVariables(search: URLSearchParams) {
  const ruleId = readQueryParam(search, RULE_ID);
  return { ruleId, editing: ruleId !== '' };
}

// Whether the rule asked for is the professional's (a new rule always is).
export function setupFound(result: unknown): boolean {
  return result === undefined || (result as AutoRespondSetupQuery).rule !== null;
}

export function SetupPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const variables = setupVariables(search);
  const setup = useQuery(AutoRespondSetupDocument, variables);
  const templates = useQuery(TemplatePickerDocument);
  return (
    <div className="narrow auto-respond-setup">
      <p className="auto-respond-back">
        <Link to="proAutoRespond">{i18n._({ id: 'auto-respond.setup.back', message: 'Your auto-respond rules' })}</Link>
      </p>
      <PageHeading
        title={
          variables.editing
            ? i18n._({ id: 'auto-respond.setup.edit-title', message: 'Change an auto-respond rule' })
            : i18n._({ id: 'auto-respond.setup.new-title', message: 'New auto-respond rule' })
        }
        lead={i18n._({
          id: 'auto-respond.setup.lead',
          message:
            'When a new job of the types you choose is posted where you work, the rule sends the home owner a proposal with your template, up to a number of jobs a day.',
        })}
      />
      <QueryState data={setup.data} error={setup.error} onRetry={() => void setup.mutate()}>
        {(data) => (
          <QueryState data={templates.data} error={templates.error} onRetry={() => void templates.mutate()}>
            {({ messageTemplates }) => {
              const me = data.me?.__typename === 'ServicePro' ? data.me : null;
              if (!me) return null;
              if (variables.editing && !data.rule) {
                return (
                  <EmptyState
                    title={i18n._({ id: 'auto-respond.setup.not-found', message: 'This rule no longer exists' })}
                  />
                );
              }
              const trades = me.professions.filter((trade) =>
                me.services.some((service) => service.profession.id === trade.id),
              );
              if (trades.length === 0) {
                return (
                  <EmptyState
                    title={i18n._({ id: 'auto-respond.setup.no-services', message: 'No services to answer for yet' })}
                  >
                    <p>
                      {i18n._({
                        id: 'auto-respond.setup.no-services-text',
                        message:
                          'A rule answers jobs of the services you offer. Add your services to your profile first.',
                      })}
                    </p>
                  </EmptyState>
                );
              }
              return (
                <RuleForm
                  rule={data.rule ?? null}
                  trades={trades}
                  services={me.services}
                  workArea={me.workArea ?? null}
                  bounds={data.autoRespondDailyLimitBounds}
                  templates={messageTemplates}
                />
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
