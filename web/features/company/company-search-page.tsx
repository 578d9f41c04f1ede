// §2.8 company-search (and its account twin): the register of the brand's country searched by name
// or number, a company picked from it, or the way to enter one by hand.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { StepFrame, useAfterSave, useChangeOutcome } from './company-flow.tsx';
import { CompanyMineDocument, CompanyPickDocument, CompanySearchDocument } from './generated/documents.ts';

export function CompanySearchPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const mine = useQuery(CompanyMineDocument);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const found = useQuery(CompanySearchDocument, { query: asked ?? '' }, { enabled: asked !== null });
  const pick = useMutation(CompanyPickDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration, { vetting: true });
  const [problem, setProblem] = useState<string | null>(null);
  const [queryError, setQueryError] = useState<string | null>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (query.trim().length < 2) {
      setQueryError(
        i18n._({ id: 'company.search.short', message: 'Enter at least 2 characters of the name, or the number.' }),
      );
      return;
    }
    setQueryError(null);
    setAsked(query.trim());
  }

  async function choose(number: string) {
    setProblem(null);
    try {
      const { pickRegisterCompany } = await pick.trigger({ companyNumber: number });
      const { saved, problem: refused } = outcome(pickRegisterCompany);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
      if (pickRegisterCompany.__typename === 'InvalidFields')
        setProblem(
          i18n._({ id: 'company.search.gone', message: 'The register no longer has this company. Search again.' }),
        );
    } catch {
      setProblem(i18n._({ id: 'company.failed', message: 'That did not work just now. Try again in a moment.' }));
    }
  }

  const answer = found.data?.searchCompanyRegister;
  const current = mine.data?.myCompany;
  return (
    <StepFrame
      inRegistration={inRegistration}
      title={i18n._({ id: 'company.search.title', message: 'Find your company' })}
      lead={i18n._({
        id: 'company.search.lead',
        message: 'Search the company register by your company’s name or number. We fill in what it says.',
      })}
    >
      {current?.source ? (
        <div className="card" data-testid="company-current">
          <p>
            {i18n._({
              id: 'company.search.current',
              message: 'Your company now: {name}',
              values: { name: current.companyNumber ? `${current.name} (${current.companyNumber})` : current.name },
            })}
          </p>
          {inRegistration ? (
            <div className="actions">
              <button type="button" className="button secondary" onClick={() => void afterSave(current)}>
                {i18n._({ id: 'company.search.keep', message: 'Continue with this company' })}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <form className="form card" onSubmit={search} noValidate data-testid="company-search">
        <TextField
          label={i18n._({ id: 'company.search.label', message: 'Company name or number' })}
          name="query"
          value={query}
          error={queryError}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button" data-testid="company-search-submit">
            {i18n._({ id: 'company.search.submit', message: 'Search' })}
          </button>
        </div>
      </form>
      {answer?.__typename === 'CompanyRegisterUnavailable' ? (
        <FormMessage>
          {i18n._({
            id: 'company.register-unavailable',
            message:
              'The company register is not answering just now. Try again in a moment, or enter your company yourself.',
          })}
        </FormMessage>
      ) : null}
      {answer?.__typename === 'CompanyRegisterMatches' ? (
        answer.companies.length === 0 ? (
          <p className="card" role="status">
            {i18n._({
              id: 'company.search.none',
              message: 'No company in the register matches “{query}”.',
              values: { query: asked ?? '' },
            })}
          </p>
        ) : (
          <ul className="list" data-testid="company-results" aria-live="polite">
            {answer.companies.map((company) => (
              <li key={company.number} className="card">
                <p>
                  <strong>{company.name}</strong>
                </p>
                <p className="field-hint">
                  {`${company.number} · ${company.address.street}, ${company.address.postcode} ${company.address.town}`}
                </p>
                {company.active ? (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={pick.isMutating}
                    onClick={() => void choose(company.number)}
                    data-testid="company-pick"
                  >
                    {i18n._({ id: 'company.search.pick', message: 'This is my company' })}
                  </button>
                ) : (
                  <p className="field-hint">
                    {i18n._({ id: 'company.search.dissolved', message: 'Dissolved: it cannot be chosen.' })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <p className="aside-links">
        <Link to={inRegistration ? 'proRegisterCompanyNew' : 'proCompanyNew'}>
          {i18n._({ id: 'company.search.not-listed', message: 'Not in the register? Enter your company yourself' })}
        </Link>
        {inRegistration ? (
          <Link to="proRegisterCompanyRegisterPartner" data-testid="company-register-partner-link">
            {i18n._({
              id: 'company.search.how-to-register',
              message: 'Not registered yet? How to register your business',
            })}
          </Link>
        ) : null}
      </p>
    </StepFrame>
  );
}
