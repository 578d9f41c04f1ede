// §2.7 company-details: the company, its legal form, situation and size, and the ways to change the
// company itself and its story.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, SelectField } from '../../components/ui/fields.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { CompanyFieldsFragment, CompanySituation, CompanySize, LegalForm } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { useChangeOutcome } from './company-flow.tsx';
import { LEGAL_FORMS, SITUATIONS, SIZES, useCompanyWords } from './company-words.ts';
import { CompanyDetailsDocument, CompanyMineDocument } from './generated/documents.ts';

export function CompanyDetailsPage() {
  const { i18n } = useLingui();
  const mine = useQuery(CompanyMineDocument);
  return (
    <div className="narrow">
      <PageHeading title={i18n._({ id: 'company.details.title', message: 'Company details' })} />
      <QueryState data={mine.data} error={mine.error} onRetry={() => void mine.mutate()}>
        {({ myCompany: company }) => (
          <>
            <p className="card" data-testid="company-current">
              {company.companyNumber ? `${company.name} (${company.companyNumber})` : company.name}{' '}
              <Link to="proCompanySearch">
                {i18n._({ id: 'company.details.change', message: 'Change the company' })}
              </Link>
            </p>
            <DetailsForm company={company} />
            <p className="aside-links">
              <Link to="proBio">{i18n._({ id: 'company.details.bio', message: 'About your company' })}</Link>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}

function DetailsForm({ company }: { company: CompanyFieldsFragment }) {
  const { i18n } = useLingui();
  const words = useCompanyWords();
  const save = useMutation(CompanyDetailsDocument);
  const outcome = useChangeOutcome();
  const [legalForm, setLegalForm] = useState<string>(company.legalForm ?? '');
  const [situation, setSituation] = useState<string>(company.situation ?? '');
  const [size, setSize] = useState<string>(company.size ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const unset = { value: '', label: i18n._({ id: 'company.details.unknown', message: 'Not given yet' }) };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { updateCompanyDetails } = await save.trigger({
        input: {
          ...(legalForm ? { legalForm: legalForm as LegalForm } : {}),
          ...(situation ? { situation: situation as CompanySituation } : {}),
          ...(size ? { size: size as CompanySize } : {}),
        },
      });
      const { saved, problem: refused } = outcome(updateCompanyDetails);
      if (saved) toast.success(i18n._({ id: 'company.saved', message: 'Saved.' }));
      if (refused) setProblem(refused);
    } catch {
      setProblem(words.failed);
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate data-testid="company-details">
      <SelectField
        label={i18n._({ id: 'company.details.legal-form', message: 'Legal form' })}
        name="legalForm"
        value={legalForm}
        options={[unset, ...LEGAL_FORMS.map((value) => ({ value, label: words.legalForm[value] }))]}
        onChange={(event) => setLegalForm(event.target.value)}
      />
      <SelectField
        label={i18n._({ id: 'company.details.situation', message: 'Situation' })}
        name="situation"
        value={situation}
        options={[unset, ...SITUATIONS.map((value) => ({ value, label: words.situation[value] }))]}
        onChange={(event) => setSituation(event.target.value)}
      />
      <SelectField
        label={i18n._({ id: 'company.details.size', message: 'Size' })}
        name="size"
        value={size}
        options={[unset, ...SIZES.map((value) => ({ value, label: words.size[value] }))]}
        onChange={(event) => setSize(event.target.value)}
      />
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="company-details-save">
          {i18n._({ id: 'company.details.save', message: 'Save' })}
        </button>
      </div>
    </form>
  );
}
