// §2.8 company-legal-status, company-situation, company-size: one choice each, among the 14 legal
// forms, how the business stands, and how many work in it.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { CompanyFieldsFragment, CompanySituation, CompanySize, LegalForm } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { StepFrame, useAfterSave, useChangeOutcome } from './company-flow.tsx';
import { LEGAL_FORMS, SITUATIONS, SIZES, useCompanyWords } from './company-words.ts';
import { CompanyDetailsDocument, CompanyMineDocument } from './generated/documents.ts';

type ChoiceDetail = 'LEGAL_FORM' | 'SITUATION' | 'SIZE';

export function CompanyChoicePage({ detail, inRegistration }: { detail: ChoiceDetail; inRegistration: boolean }) {
  const { i18n } = useLingui();
  const words = useCompanyWords();
  const mine = useQuery(CompanyMineDocument);
  const title =
    detail === 'LEGAL_FORM'
      ? i18n._({ id: 'company.legal.title', message: 'Your company’s legal form' })
      : detail === 'SITUATION'
        ? i18n._({ id: 'company.situation.title', message: 'How does your business stand?' })
        : i18n._({ id: 'company.size.title', message: 'How many people work in your business?' });
  return (
    <StepFrame inRegistration={inRegistration} title={title}>
      <QueryState data={mine.data} error={mine.error} onRetry={() => void mine.mutate()}>
        {(data) => (
          <ChoiceForm
            detail={detail}
            legend={title}
            company={data.myCompany}
            choices={
              detail === 'LEGAL_FORM'
                ? LEGAL_FORMS.map((value) => ({ value, label: words.legalForm[value] }))
                : detail === 'SITUATION'
                  ? SITUATIONS.map((value) => ({ value, label: words.situation[value] }))
                  : SIZES.map((value) => ({ value, label: words.size[value] }))
            }
            inRegistration={inRegistration}
          />
        )}
      </QueryState>
    </StepFrame>
  );
}

function ChoiceForm({
  detail,
  legend,
  company,
  choices,
  inRegistration,
}: {
  detail: ChoiceDetail;
  legend: string;
  company: CompanyFieldsFragment;
  choices: { value: string; label: string }[];
  inRegistration: boolean;
}) {
  const { i18n } = useLingui();
  const words = useCompanyWords();
  const save = useMutation(CompanyDetailsDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration);
  const current =
    detail === 'LEGAL_FORM' ? company.legalForm : detail === 'SITUATION' ? company.situation : company.size;
  const [chosen, setChosen] = useState<string | null>(current ?? null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!chosen) {
      setError(words.chooseOne);
      return;
    }
    setError(null);
    const input =
      detail === 'LEGAL_FORM'
        ? { legalForm: chosen as LegalForm }
        : detail === 'SITUATION'
          ? { situation: chosen as CompanySituation }
          : { size: chosen as CompanySize };
    try {
      const { updateCompanyDetails } = await save.trigger({ input });
      const { saved, problem: refused } = outcome(updateCompanyDetails);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
    } catch {
      setProblem(words.failed);
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate data-testid="company-choice">
      <ChoiceGroup
        legend={legend}
        name={detail}
        type="radio"
        choices={choices}
        selected={chosen ? [chosen] : []}
        error={error}
        onChange={([value]) => setChosen(value ?? null)}
      />
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="company-choice-save">
          {i18n._({ id: 'company.save', message: 'Save and continue' })}
        </button>
      </div>
    </form>
  );
}
