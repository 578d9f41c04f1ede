// ServicePro/ActivationCongratulations (spec §2.8 activation congratulations): every step of the
// registration is done. What happens now, and the way to the jobs.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { Link } from '../../lib/router.tsx';

export function CongratulationsPage() {
  const { i18n } = useLingui();
  const next: Feature[] = [
    {
      icon: 'inbox',
      title: i18n._({ id: 'register.done.jobs', message: 'New jobs come in every day' }),
      text: i18n._({
        id: 'register.done.jobs-text',
        message: 'You see the ones in your trades and area in your job list, and we tell you about new ones.',
      }),
    },
    {
      icon: 'sparkles',
      title: i18n._({ id: 'register.done.first', message: 'Answer quickly' }),
      text: i18n._({
        id: 'register.done.first-text',
        message: 'Home owners hire the tradespeople who answer first and clearly, with a price.',
      }),
    },
  ];
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'register.done.title', message: 'Welcome aboard, your registration is complete' })}
        lead={i18n._({ id: 'register.done.lead', message: 'Your profile is ready for home owners to find.' })}
      />
      <FeatureList features={next} />
      <div className="actions">
        <Link to="newServiceRequests" className="button">
          {i18n._({ id: 'register.done.to-jobs', message: 'See the jobs' })}
        </Link>
        <Link to="proActivationApplicationPromotion" className="button secondary" data-testid="register-done-app">
          {i18n._({ id: 'register.done.app', message: 'Get new jobs on your phone' })}
        </Link>
      </div>
    </div>
  );
}
