import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';

export type LegalDocument = 'privacy' | 'cookies' | 'terms';

// Visitor/PrivacyPolicy, Visitor/CookiePolicy and Visitor/TermsAndConditions.
export function LegalPage({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  switch (document) {
    case 'privacy':
      return (
        <PageHeading
          title={i18n._({ id: 'legal.privacy.title', message: 'Privacy policy' })}
          lead={i18n._({
            id: 'legal.privacy.lead',
            message:
              'We use your details to run your account and to put you in touch with the people you choose. We never sell them.',
          })}
        />
      );
    case 'cookies':
      return (
        <PageHeading
          title={i18n._({ id: 'legal.cookies.title', message: 'Cookie policy' })}
          lead={i18n._({
            id: 'legal.cookies.lead',
            message:
              'We use cookies to keep you signed in and to remember your choices. Other cookies are set only with your consent.',
          })}
        />
      );
    case 'terms':
      return (
        <PageHeading
          title={i18n._({ id: 'legal.terms.title', message: 'Terms and conditions' })}
          lead={i18n._({
            id: 'legal.terms.lead',
            message: 'These terms apply when you post a job, respond to one, or use your account in any other way.',
          })}
        />
      );
  }
}
