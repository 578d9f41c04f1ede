// What the company's pages share (decision 055): in registration each saves one thing and goes to
// the next thing the company still lacks (myCompany.missing), then on with the registration through
// the entry; in the account each saves and stays. A change's answer said in words; a number another
// account holds leads to its own page.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import type { CompanyChangeFragment, CompanyDetail, CompanyFieldsFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import type { PageTarget } from '../../lib/pages.ts';
import { useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { useCompanyWords } from './company-words.ts';
import { CompanyOnboardingDocument } from './generated/documents.ts';

// The registration's page for each thing a company may still lack.
const PAGE_OF: Readonly<Record<CompanyDetail, PageTarget>> = {
  REGISTRATION: { route: 'proRegisterCompanySearch' },
  LEGAL_FORM: { route: 'proRegisterCompanyLegalStatus' },
  SITUATION: { route: 'proRegisterCompanySituation' },
  SIZE: { route: 'proRegisterCompanySize' },
  BIO: { route: 'proRegisterCompanyBio' },
};

// Where the registration goes after the company's pages: the next thing it lacks, or on with the
// registration through its entry (which reads the onboarding afresh and sends them on).
export function nextCompanyPage(company: Pick<CompanyFieldsFragment, 'missing'>): PageTarget {
  const next = company.missing[0];
  return next ? PAGE_OF[next] : { route: 'proRegister' };
}

// After a save: in registration, the next thing the company lacks, or on with the registration —
// after the company itself was found or entered (vetting), first what its vetting stands at.
export function useAfterSave(inRegistration: boolean, { vetting = false }: { vetting?: boolean } = {}) {
  const { i18n } = useLingui();
  const router = useRouter();
  return async (company: CompanyFieldsFragment) => {
    if (!inRegistration) {
      toast.success(i18n._({ id: 'company.saved', message: 'Saved.' }));
      return;
    }
    const next = vetting ? { route: 'proRegisterCompanyVetting' as const } : nextCompanyPage(company);
    router.navigate(router.href(next.route, next.params));
  };
}

// What a change answered, for the form: saved, or the words of its refusal.
export function useChangeOutcome() {
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

export function StepFrame({
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
