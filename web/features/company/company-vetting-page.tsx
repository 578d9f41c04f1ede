// §2.8 company-vetting (decision 062): after the company was found in the register or entered by
// hand, what vetting has of it and what is still to come — the company as recorded, its details,
// and the owner's identity check that makes it show as verified — then on with the next thing the
// company lacks.
import { useLingui } from '@lingui/react';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { CompanyVettingQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { nextCompanyPage, StepFrame } from './company-flow.tsx';
import { CompanyVettingDocument } from './generated/documents.ts';

function useChecks(): (data: CompanyVettingQuery) => Feature[] {
  const { i18n } = useLingui();
  const done = i18n._({ id: 'company.vetting.done', message: 'Done' });
  const toCome = i18n._({ id: 'company.vetting.to-come', message: 'Still to do' });
  return ({ myCompany: company, myIdentityCheck: identity }) => {
    const fromRegister = company.source === 'REGISTER';
    const where = company.address
      ? `${company.address.street}, ${company.address.postcode} ${company.address.town}`
      : i18n._({ id: 'company.vetting.no-address', message: 'no address yet' });
    const registered = company.companyNumber
      ? i18n._({
          id: 'company.vetting.number',
          message: '{name}, number {number}, {where}.',
          values: { name: company.name, number: company.companyNumber, where },
        })
      : i18n._({
          id: 'company.vetting.no-number',
          message: '{name}, no registration number, {where}.',
          values: { name: company.name, where },
        });
    const detailsLeft = company.missing.filter((detail) => detail !== 'REGISTRATION').length;
    return [
      {
        icon: fromRegister ? 'badge-check' : 'clipboard-list',
        title: fromRegister
          ? i18n._({ id: 'company.vetting.register', message: 'Found in the company register' })
          : i18n._({ id: 'company.vetting.entered', message: 'Entered by you' }),
        text: fromRegister
          ? registered
          : i18n._({
              id: 'company.vetting.entered-text',
              message:
                '{registered} Send an extract of your registration with your documents, and our team confirms it.',
              values: { registered },
            }),
        status: <StatusPill tone={fromRegister ? 'good' : 'warn'}>{fromRegister ? done : toCome}</StatusPill>,
      },
      {
        icon: 'list-checks',
        title: i18n._({ id: 'company.vetting.details', message: 'Legal form, situation, size and story' }),
        text:
          detailsLeft === 0
            ? i18n._({ id: 'company.vetting.details-done', message: 'Home owners see them on your profile.' })
            : i18n._({
                id: 'company.vetting.details-left',
                message: '{count, plural, one {# question} other {# questions}} to go, next.',
                values: { count: detailsLeft },
              }),
        status: (
          <StatusPill tone={detailsLeft === 0 ? 'good' : 'neutral'}>{detailsLeft === 0 ? done : toCome}</StatusPill>
        ),
      },
      {
        icon: 'shield-check',
        title: i18n._({ id: 'company.vetting.identity', message: 'Your identity' }),
        text: identity.verified
          ? i18n._({ id: 'company.vetting.identity-done', message: 'Checked: your company shows as verified.' })
          : i18n._({
              id: 'company.vetting.identity-left',
              message:
                'Later in your registration: a check of your passport or identity card makes your company verified.',
            }),
        status: (
          <StatusPill tone={identity.verified ? 'good' : 'neutral'}>{identity.verified ? done : toCome}</StatusPill>
        ),
      },
    ];
  };
}

export function CompanyVettingPage() {
  const { i18n } = useLingui();
  const vetting = useQuery(CompanyVettingDocument);
  const checks = useChecks();
  return (
    <StepFrame
      inRegistration
      title={i18n._({ id: 'company.vetting.title', message: 'How we check your company' })}
      lead={i18n._({
        id: 'company.vetting.lead',
        message: 'Home owners hire checked companies. Here is what we have of yours, and what comes next.',
      })}
    >
      <QueryState data={vetting.data} error={vetting.error} onRetry={() => void vetting.mutate()}>
        {(data) => {
          const next = nextCompanyPage(data.myCompany);
          return (
            <div data-testid="company-vetting">
              <FeatureList features={checks(data)} />
              <div className="actions">
                <Link to={next.route} params={next.params} className="button" data-testid="company-vetting-continue">
                  {i18n._({ id: 'register.continue', message: 'Continue' })}
                </Link>
                <Link to="proRegisterCompanySearch" className="button ghost">
                  {i18n._({ id: 'company.vetting.change', message: 'Choose another company' })}
                </Link>
              </div>
            </div>
          );
        }}
      </QueryState>
    </StepFrame>
  );
}
