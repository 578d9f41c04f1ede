// A professional's company (spec §2.8 company-search, company-new, company-legal-status,
// company-situation, company-size, company-bio; §2.7 company-details, bio, duplicate-company-number;
// decision 055). In registration each page saves one thing and goes to the next thing the company
// still lacks (myCompany.missing), then on with the registration; in the account each saves and
// stays. A company number another account holds has its own page with the way forward.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { FormMessage, SelectField, TextArea, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type {
  CompanyChangeFragment,
  CompanyDetail,
  CompanyFieldsFragment,
  CompanySituation,
  CompanySize,
  LegalForm,
} from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import type { PageTarget } from '../../lib/pages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { LEGAL_FORMS, SITUATIONS, SIZES, useCompanyWords } from './company-words.ts';
import {
  CompanyBioDocument,
  CompanyDetailsDocument,
  CompanyEnterDocument,
  CompanyMineDocument,
  CompanyOnboardingDocument,
  CompanyPickDocument,
  CompanySearchDocument,
} from './generated/documents.ts';

const BIO_MIN = 50;
const BIO_MAX = 2000;

// The registration's page for each thing a company may still lack.
const PAGE_OF: Readonly<Record<CompanyDetail, PageTarget>> = {
  REGISTRATION: { route: 'proRegisterCompanySearch' },
  LEGAL_FORM: { route: 'proRegisterCompanyLegalStatus' },
  SITUATION: { route: 'proRegisterCompanySituation' },
  SIZE: { route: 'proRegisterCompanySize' },
  BIO: { route: 'proRegisterCompanyBio' },
};

// After a save: in registration, the next thing the company lacks, or on with the registration.
function useAfterSave(inRegistration: boolean) {
  const { i18n } = useLingui();
  const router = useRouter();
  return async (company: CompanyFieldsFragment) => {
    if (!inRegistration) {
      toast.success(i18n._({ id: 'company.saved', message: 'Saved.' }));
      return;
    }
    const next = company.missing[0];
    if (next) router.navigate(router.href(PAGE_OF[next].route));
    // The entry reads the onboarding afresh and sends them on to their next step.
    else router.navigate(router.href('proRegister'));
  };
}

// What a change answered, for the form: saved, or the words of its refusal.
function useChangeOutcome() {
  const { i18n } = useLingui();
  const router = useRouter();
  const words = useCompanyWords();
  return (answer: CompanyChangeFragment): { saved: CompanyFieldsFragment | null; problem: string | null } => {
    switch (answer.__typename) {
      case 'CompanySaved':
        return { saved: answer.company, problem: null };
      case 'DuplicateCompanyNumber':
        router.navigate(router.href('proDuplicateCompanyNumber'));
        return { saved: null, problem: null };
      case 'CompanyRegisterUnavailable':
        return {
          saved: null,
          problem: i18n._({
            id: 'company.register-unavailable',
            message:
              'The company register is not answering just now. Try again in a moment, or enter your company yourself.',
          }),
        };
      case 'ContactDetailsShared':
        return {
          saved: null,
          problem: i18n._({
            id: 'company.bio.contact',
            message: 'Leave out phone numbers, email and web addresses: customers reach you through us.',
          }),
        };
      default:
        return { saved: null, problem: words.failed };
    }
  };
}

function StepFrame({
  inRegistration,
  title,
  lead,
  children,
}: {
  inRegistration: boolean;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const onboarding = useQuery(CompanyOnboardingDocument, undefined, { enabled: inRegistration });
  return (
    <div className="narrow">
      {inRegistration && onboarding.data?.myOnboarding ? (
        <RegistrationProgress onboarding={onboarding.data.myOnboarding} />
      ) : null}
      <PageHeading title={title} {...(lead ? { lead } : {})} />
      {children}
    </div>
  );
}

export function CompanySearchPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const mine = useQuery(CompanyMineDocument);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const found = useQuery(CompanySearchDocument, { query: asked ?? '' }, { enabled: asked !== null });
  const pick = useMutation(CompanyPickDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration);
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
        <p className="card" data-testid="company-current">
          {i18n._({
            id: 'company.search.current',
            message: 'Your company now: {name}',
            values: { name: current.companyNumber ? `${current.name} (${current.companyNumber})` : current.name },
          })}{' '}
          {inRegistration ? (
            <button type="button" className="button secondary" onClick={() => void afterSave(current)}>
              {i18n._({ id: 'company.search.keep', message: 'Continue with this company' })}
            </button>
          ) : null}
        </p>
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
      </p>
    </StepFrame>
  );
}

export function CompanyNewPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const enter = useMutation(CompanyEnterDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ name?: string; companyNumber?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (name.trim() === '') {
      setErrors({ name: i18n._({ id: 'company.new.name-required', message: 'Enter your company’s name.' }) });
      focusFirstError();
      return;
    }
    try {
      const { enterCompany } = await enter.trigger({
        input: { name: name.trim(), ...(number.trim() ? { companyNumber: number.trim() } : {}) },
      });
      if (enterCompany.__typename === 'InvalidFields') {
        const next: { name?: string; companyNumber?: string } = {};
        for (const { field } of enterCompany.fieldErrors) {
          if (field === 'name')
            next.name = i18n._({ id: 'company.new.name-invalid', message: 'Keep the name to 120 characters.' });
          if (field === 'companyNumber')
            next.companyNumber = i18n._({
              id: 'company.new.number-invalid',
              message: 'Enter the number as the register writes it: letters, digits, spaces, dots or hyphens.',
            });
        }
        setErrors(next);
        focusFirstError();
        return;
      }
      setErrors({});
      const { saved, problem: refused } = outcome(enterCompany);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
    } catch {
      setProblem(i18n._({ id: 'company.failed', message: 'That did not work just now. Try again in a moment.' }));
    }
  }

  return (
    <StepFrame
      inRegistration={inRegistration}
      title={i18n._({ id: 'company.new.title', message: 'Your company' })}
      lead={i18n._({
        id: 'company.new.lead',
        message: 'Not in the register yet, or working under your own name? Tell us here.',
      })}
    >
      <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="company-new">
        <TextField
          label={i18n._({ id: 'company.new.name', message: 'Company name' })}
          name="name"
          autoComplete="organization"
          value={name}
          error={errors.name ?? null}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={i18n._({ id: 'company.new.number', message: 'Company registration number (if you have one)' })}
          hint={i18n._({
            id: 'company.new.number-hint',
            message: 'A sole trader may not have one. Leave it empty then.',
          })}
          name="companyNumber"
          value={number}
          error={errors.companyNumber ?? null}
          onChange={(event) => setNumber(event.target.value)}
        />
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={enter.isMutating} data-testid="company-new-save">
            {i18n._({ id: 'company.save', message: 'Save and continue' })}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}

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

export function CompanyBioPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const mine = useQuery(CompanyMineDocument);
  return (
    <StepFrame
      inRegistration={inRegistration}
      title={i18n._({ id: 'company.bio.title', message: 'About your company' })}
      lead={i18n._({
        id: 'company.bio.lead',
        message: 'What you are good at, since when, and how you work. Home owners read it on your profile.',
      })}
    >
      <QueryState data={mine.data} error={mine.error} onRetry={() => void mine.mutate()}>
        {(data) => <BioForm bio={data.myCompany.bio ?? ''} inRegistration={inRegistration} />}
      </QueryState>
    </StepFrame>
  );
}

function BioForm({ bio: initial, inRegistration }: { bio: string; inRegistration: boolean }) {
  const { i18n } = useLingui();
  const words = useCompanyWords();
  const save = useMutation(CompanyBioDocument);
  const outcome = useChangeOutcome();
  const afterSave = useAfterSave(inRegistration);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [bio, setBio] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const length = bio.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (length < BIO_MIN || length > BIO_MAX) {
      setError(
        i18n._({
          id: 'company.bio.length',
          message: 'Write between {min} and {max} characters.',
          values: { min: BIO_MIN, max: BIO_MAX },
        }),
      );
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { setCompanyBio } = await save.trigger({ bio: bio.trim() });
      const { saved, problem: refused } = outcome(setCompanyBio);
      if (saved) await afterSave(saved);
      if (refused) setProblem(refused);
    } catch {
      setProblem(words.failed);
    }
  }

  return (
    <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="company-bio">
      <TextArea
        label={i18n._({ id: 'company.bio.label', message: 'Your story' })}
        hint={i18n._({
          id: 'company.bio.count',
          message: '{count} of at least {min} characters',
          values: { count: length, min: BIO_MIN },
        })}
        name="bio"
        rows={8}
        value={bio}
        error={error}
        onChange={(event) => setBio(event.target.value)}
      />
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="company-bio-save">
          {i18n._({ id: 'company.save', message: 'Save and continue' })}
        </button>
      </div>
    </form>
  );
}

// ServicePro/CompanyDetails (§2.7): the company, its legal form, situation and size, and the ways to
// change the company itself and its story.
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

// ServicePro/DuplicateCompanyNumber (§2.7): the company number is another account's.
export function DuplicateCompanyNumberPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const ways: Feature[] = [
    {
      icon: 'log-in',
      title: i18n._({ id: 'company.duplicate.yours', message: 'Is that account yours?' }),
      text: i18n._({
        id: 'company.duplicate.yours-text',
        message: 'Log out and log in to it. This account then has no use: you can delete it.',
      }),
    },
    {
      icon: 'users',
      title: i18n._({ id: 'company.duplicate.colleague', message: 'Does a colleague run it?' }),
      text: i18n._({
        id: 'company.duplicate.colleague-text',
        message: 'Ask its owner to invite you from their team page. You then work on the company with your own login.',
      }),
    },
  ];
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'company.duplicate.title', message: 'This company already has an account' })}
        lead={i18n._({
          id: 'company.duplicate.lead',
          message: 'Another account has registered this company number, so we did not add it to yours.',
        })}
      />
      <FeatureList features={ways} />
      <div className="actions">
        <Link to={inRegistration ? 'proRegisterCompanySearch' : 'proCompanySearch'} className="button secondary">
          {i18n._({ id: 'company.duplicate.again', message: 'Choose another company' })}
        </Link>
        <Link to="proRegister" className="button ghost">
          {i18n._({ id: 'company.duplicate.later', message: 'Go on without it for now' })}
        </Link>
      </div>
    </div>
  );
}
