// §2.7 duplicate-company-number: the company number is another account's, and the way forward.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { Link } from '../../lib/router.tsx';

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
