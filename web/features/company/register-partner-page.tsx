// §2.8 company-register-partner (decision 062): for a tradesperson whose business is not registered
// yet, where their country registers one — the official service, named as it names itself, and
// linked — and how the registration goes on meanwhile (enter the company by hand, or come back and
// search once it is registered).
import { useLingui } from '@lingui/react';
import { COUNTRY_BY_BRAND } from '../../../shared/brands.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { StepFrame } from './company-flow.tsx';

// The official place to register a business in each brand's country: its own name, and its address.
export const REGISTRATION_SERVICES: Readonly<Record<string, { readonly name: string; readonly url: string }>> = {
  NL: { name: 'Kamer van Koophandel (KvK)', url: 'https://www.kvk.nl/' },
  FR: { name: 'Guichet unique des formalités d’entreprises (INPI)', url: 'https://formalites.entreprises.gouv.fr/' },
  IT: { name: 'Registro delle Imprese (Camere di Commercio)', url: 'https://www.registroimprese.it/' },
  DE: { name: 'Gewerbeamt und Handelsregister', url: 'https://www.handelsregister.de/' },
  AT: { name: 'Unternehmensserviceportal (USP)', url: 'https://www.usp.gv.at/' },
  GB: { name: 'GOV.UK: Set up a business', url: 'https://www.gov.uk/set-up-business' },
  IE: { name: 'Companies Registration Office (CRO)', url: 'https://cro.ie/' },
  CA: { name: 'Corporations Canada', url: 'https://ised-isde.canada.ca/site/corporations-canada/en' },
  US: {
    name: 'U.S. Small Business Administration: Register your business',
    url: 'https://www.sba.gov/business-guide/launch-your-business/register-your-business',
  },
};

export function RegisterPartnerPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const service = REGISTRATION_SERVICES[COUNTRY_BY_BRAND[brand.id]];
  return (
    <StepFrame
      inRegistration
      title={i18n._({ id: 'company.partner.title', message: 'Registering your business' })}
      lead={i18n._({
        id: 'company.partner.lead',
        message:
          'Home owners want to know who they hire. A registered business gets checked faster and shows its number on its profile.',
      })}
    >
      {service ? (
        <div className="card account-topic" data-testid="company-partner-service">
          <h2>{i18n._({ id: 'company.partner.where', message: 'Where to register' })}</h2>
          <p>
            {i18n._({
              id: 'company.partner.how',
              message:
                'Register with {service}. It takes a day or two; you get your number by email or post, and it goes in the register we search.',
              values: { service: service.name },
            })}
          </p>
          <p>
            <a href={service.url} target="_blank" rel="noopener noreferrer">
              {service.name} <Icon icon="external-link" />
            </a>
          </p>
        </div>
      ) : null}
      <div className="card account-topic">
        <h2>{i18n._({ id: 'company.partner.meanwhile', message: 'Meanwhile' })}</h2>
        <p>
          {i18n._({
            id: 'company.partner.meanwhile-text',
            message:
              'You need not wait: enter your business by hand now, and find it in the register once it is there.',
          })}
        </p>
        <div className="actions">
          <Link to="proRegisterCompanyNew" className="button" data-testid="company-partner-new">
            {i18n._({ id: 'company.partner.enter', message: 'Enter my business by hand' })}
          </Link>
        </div>
        <p className="aside-links">
          <Link to="proRegisterCompanySearch">
            {i18n._({ id: 'company.partner.search', message: 'Search the register again' })}
          </Link>
        </p>
      </div>
    </StepFrame>
  );
}
