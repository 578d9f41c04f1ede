// The form of an auto-respond rule: the trade, its job types, where (the whole work area, or within
// a distance of its centre), the template, the daily limit and on/off. Checked on the page first;
// the upstream's refusals land next to their field; the focus goes to the first field in error;
// nothing chosen is lost when a save fails, nor while the professional writes a new template on the
// way (session storage, rule-draft.ts).
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { currentPage } from '../../components/message-templates/from-page.ts';
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { FormMessage } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import type { AutoRespondCreateRuleMutation, AutoRespondRuleFieldsFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRefreshQueries } from '../../lib/fresh-queries.ts';
import { query } from '../../lib/pages.ts';
import { useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import {
  AutoRespondCreateRuleDocument,
  AutoRespondRulesDocument,
  AutoRespondSetupDocument,
  AutoRespondUpdateRuleDocument,
} from './generated/documents.ts';
import {
  checkRule,
  clearRuleDraft,
  type DailyLimitBounds,
  isRuleField,
  loadRuleDraft,
  priceInputOf,
  type RuleDraft,
  type RuleErrors,
  saveRuleDraft,
  toRuleInput,
} from './rule-draft.ts';
import { RuleFields, type RuleFieldsProps } from './rule-fields.tsx';
import type { WorkArea } from './rule-words.ts';

type SaveAnswer = AutoRespondCreateRuleMutation['createAutoRespondRule'];

// A new rule answers a few jobs a day until the professional says otherwise: each costs a fee.
const NEW_RULE_DAILY_LIMIT = 3;

function firstDraft(
  rule: AutoRespondRuleFieldsFragment | null,
  trades: RuleFieldsProps['trades'],
  templates: RuleFieldsProps['templates'],
  bounds: DailyLimitBounds,
): RuleDraft {
  if (rule) {
    return {
      professionId: rule.services[0]?.profession.id ?? '',
      serviceIds: rule.services.map((service) => service.id),
      area: rule.maxDistance === null || rule.maxDistance === undefined ? 'WORK_AREA' : 'DISTANCE',
      maxDistance: rule.maxDistance === null || rule.maxDistance === undefined ? '' : String(rule.maxDistance),
      templateId: rule.template.id,
      dailyLimit: String(rule.dailyLimit),
      enabled: rule.enabled,
    };
  }
  return {
    professionId: trades.length === 1 ? (trades[0]?.id ?? '') : '',
    serviceIds: [],
    area: 'WORK_AREA',
    maxDistance: '',
    templateId: templates.length === 1 ? (templates[0]?.id ?? '') : '',
    dailyLimit: String(Math.max(bounds.min, Math.min(NEW_RULE_DAILY_LIMIT, bounds.max))),
    enabled: true,
  };
}

export function RuleForm({
  rule,
  trades,
  services,
  workArea,
  bounds,
  templates,
}: {
  rule: AutoRespondRuleFieldsFragment | null;
  trades: RuleFieldsProps['trades'];
  services: RuleFieldsProps['services'];
  workArea: WorkArea | null;
  bounds: DailyLimitBounds;
  templates: RuleFieldsProps['templates'];
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const refreshQueries = useRefreshQueries();
  const create = useMutation(AutoRespondCreateRuleDocument);
  const update = useMutation(AutoRespondUpdateRuleDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const ruleId = rule?.id ?? null;
  const [draft, setDraft] = useState<RuleDraft>(() => firstDraft(rule, trades, templates, bounds));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The rule was deleted while it was being changed: saving makes it anew.
  const [gone, setGone] = useState(false);
  // Disabled until the page is interactive, so the browser never sends the form by itself.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const saving = create.isMutating || update.isMutating;

  // What was chosen before writing a template on the way comes back; read after hydration, as the
  // server has no session storage.
  useEffect(() => {
    const stored = loadRuleDraft(ruleId);
    if (stored) setDraft(stored);
  }, [ruleId]);

  const change = (patch: Partial<RuleDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      saveRuleDraft(ruleId, next);
      return next;
    });

  function refusal(answer: Exclude<SaveAnswer, { __typename: 'AutoRespondRuleSaved' }>): RuleErrors | null {
    if (answer.__typename === 'NotFound') {
      if (answer.id === draft.templateId) return { templateId: 'GONE' };
      setGone(true);
      setFailure(
        i18n._({
          id: 'auto-respond.error.rule-gone',
          message:
            'This rule was deleted in the meantime, so your changes could not be saved. They are still here: save them as a new rule.',
        }),
      );
      return null;
    }
    const found: RuleErrors = {};
    for (const { field, code } of answer.fieldErrors) {
      if (isRuleField(field)) found[field] = code === 'REQUIRED' ? 'REQUIRED' : 'INVALID';
    }
    if (Object.keys(found).length === 0) {
      // The price the rule was saved with (not on this form) is no longer taken.
      setFailure(
        i18n._({
          id: 'auto-respond.error.price',
          message: 'The price saved with this rule is no longer accepted. Delete the rule and set it up again.',
        }),
      );
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = checkRule(draft, bounds);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const input = toRuleInput(draft, priceInputOf(rule?.price));
    try {
      const answer =
        ruleId && !gone
          ? (await update.trigger({ input: { ruleId, rule: input } })).updateAutoRespondRule
          : (await create.trigger({ input })).createAutoRespondRule;
      if (answer.__typename === 'AutoRespondRuleSaved') {
        clearRuleDraft(ruleId);
        // The list shows the rule as it is now, and so does this form if it is opened again.
        await refreshQueries([
          query(AutoRespondRulesDocument),
          query(AutoRespondSetupDocument, { ruleId: answer.rule.id, editing: true }),
        ]);
        toast.success(
          answer.rule.enabled
            ? i18n._({ id: 'auto-respond.saved-on', message: 'Your rule is saved. It answers new jobs from now on.' })
            : i18n._({
                id: 'auto-respond.saved-off',
                message: 'Your rule is saved. It is off until you switch it on.',
              }),
        );
        router.navigate(router.href('proAutoRespond'));
        return;
      }
      const refused = refusal(answer);
      if (refused?.templateId === 'GONE') void refreshQueries([query(TemplatePickerDocument)]);
      if (refused) {
        setErrors(refused);
        focusFirstError();
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'auto-respond.error.not-saved', message: 'Your rule could not be saved. Please try again.' }),
      );
    }
  }

  return (
    <form ref={formRef} className="card form rule-form" onSubmit={submit} noValidate data-testid="rule-form">
      <RuleFields
        draft={draft}
        errors={errors}
        trades={trades}
        services={services}
        workArea={workArea}
        unit={router.brand.distanceUnit}
        bounds={bounds}
        templates={templates}
        fromPage={currentPage(router)}
        onChange={change}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={!interactive || saving} data-testid="rule-save">
          {gone
            ? i18n._({ id: 'auto-respond.save-as-new', message: 'Save as a new rule' })
            : i18n._({ id: 'auto-respond.save', message: 'Save rule' })}
        </button>
        <a
          href={router.href('proAutoRespond')}
          className="button ghost"
          data-testid="rule-cancel"
          onClick={(event) => {
            // What was chosen is dropped, not brought back next time.
            clearRuleDraft(ruleId);
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            router.navigate(router.href('proAutoRespond'));
          }}
        >
          {i18n._({ id: 'auto-respond.cancel', message: 'Cancel' })}
        </a>
      </div>
    </form>
  );
}
