// The words of a company's details: the 14 legal forms, how the business stands, its size, and the
// answers of a change said in words.
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { CompanySituation, CompanySize, LegalForm } from '../../generated/graphql.ts';

export const LEGAL_FORMS: readonly LegalForm[] = [
  'SOLE_PROPRIETORSHIP',
  'GENERAL_PARTNERSHIP',
  'LIMITED_PARTNERSHIP',
  'LIMITED_LIABILITY_PARTNERSHIP',
  'PRIVATE_LIMITED_COMPANY',
  'PUBLIC_LIMITED_COMPANY',
  'LIMITED_LIABILITY_COMPANY',
  'S_CORPORATION',
  'C_CORPORATION',
  'COOPERATIVE',
  'FOUNDATION',
  'ASSOCIATION',
  'BRANCH_OF_FOREIGN_COMPANY',
  'OTHER',
];
export const SITUATIONS: readonly CompanySituation[] = ['STARTING', 'ESTABLISHED', 'SIDE_BUSINESS', 'TAKING_OVER'];
export const SIZES: readonly CompanySize[] = ['JUST_ME', 'TWO_TO_FIVE', 'SIX_TO_TWENTY', 'MORE_THAN_TWENTY'];

export function useCompanyWords() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const legalForm: Record<LegalForm, string> = {
      SOLE_PROPRIETORSHIP: i18n._({ id: 'company.form.sole', message: 'Sole trader' }),
      GENERAL_PARTNERSHIP: i18n._({ id: 'company.form.partnership', message: 'General partnership' }),
      LIMITED_PARTNERSHIP: i18n._({ id: 'company.form.limited-partnership', message: 'Limited partnership' }),
      LIMITED_LIABILITY_PARTNERSHIP: i18n._({
        id: 'company.form.llp',
        message: 'Limited liability partnership',
      }),
      PRIVATE_LIMITED_COMPANY: i18n._({ id: 'company.form.private-limited', message: 'Private limited company' }),
      PUBLIC_LIMITED_COMPANY: i18n._({ id: 'company.form.public-limited', message: 'Public limited company' }),
      LIMITED_LIABILITY_COMPANY: i18n._({ id: 'company.form.llc', message: 'Limited liability company' }),
      S_CORPORATION: i18n._({ id: 'company.form.s-corp', message: 'S corporation' }),
      C_CORPORATION: i18n._({ id: 'company.form.c-corp', message: 'C corporation' }),
      COOPERATIVE: i18n._({ id: 'company.form.cooperative', message: 'Cooperative' }),
      FOUNDATION: i18n._({ id: 'company.form.foundation', message: 'Foundation' }),
      ASSOCIATION: i18n._({ id: 'company.form.association', message: 'Association' }),
      BRANCH_OF_FOREIGN_COMPANY: i18n._({ id: 'company.form.branch', message: 'Branch of a foreign company' }),
      OTHER: i18n._({ id: 'company.form.other', message: 'Another form' }),
    };
    const situation: Record<CompanySituation, string> = {
      STARTING: i18n._({ id: 'company.situation.starting', message: 'Just starting: less than a year of trading' }),
      ESTABLISHED: i18n._({ id: 'company.situation.established', message: 'Trading for a year or more' }),
      SIDE_BUSINESS: i18n._({ id: 'company.situation.side', message: 'Beside a job elsewhere' }),
      TAKING_OVER: i18n._({ id: 'company.situation.taking-over', message: 'Taking over an existing business' }),
    };
    const size: Record<CompanySize, string> = {
      JUST_ME: i18n._({ id: 'company.size.just-me', message: 'Just me' }),
      TWO_TO_FIVE: i18n._({ id: 'company.size.two-to-five', message: '2 to 5 people' }),
      SIX_TO_TWENTY: i18n._({ id: 'company.size.six-to-twenty', message: '6 to 20 people' }),
      MORE_THAN_TWENTY: i18n._({ id: 'company.size.more', message: 'More than 20 people' }),
    };
    return {
      legalForm,
      situation,
      size,
      failed: i18n._({ id: 'company.failed', message: 'That did not work just now. Try again in a moment.' }),
      chooseOne: i18n._({ id: 'company.choose-one', message: 'Choose one.' }),
    };
  }, [i18n]);
}
