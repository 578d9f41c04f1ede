// ServicePro/DuplicatePhone (spec §2.7 duplicate-phone, §2.8): a sign-up whose phone number belongs
// to another professional's account. Nothing was made. The way forward: it is their own account (log
// in, or reset its password), or a colleague's company (ask its owner to invite them, §6).
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { Link } from '../../lib/router.tsx';

export function DuplicatePhonePage() {
  const { i18n } = useLingui();
  const ways: Feature[] = [
    {
      icon: 'log-in',
      title: i18n._({ id: 'register.duplicate-phone.yours', message: 'Is it your account?' }),
      text: i18n._({
        id: 'register.duplicate-phone.yours-text',
        message: 'Log in to it. If you no longer know its password, reset it with its email address.',
      }),
    },
    {
      icon: 'users',
      title: i18n._({ id: 'register.duplicate-phone.company', message: 'Is it your company’s account?' }),
      text: i18n._({
        id: 'register.duplicate-phone.company-text',
        message: 'Ask its owner to invite you from their team page. You then work on it with your own login.',
      }),
    },
    {
      icon: 'phone',
      title: i18n._({ id: 'register.duplicate-phone.other', message: 'Is it a new number of yours?' }),
      text: i18n._({
        id: 'register.duplicate-phone.other-text',
        message: 'Sign up with another number you use for work. You can change it later.',
      }),
    },
  ];
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'register.duplicate-phone.title', message: 'This phone number already has an account' })}
        lead={i18n._({
          id: 'register.duplicate-phone.lead',
          message: 'Another tradesperson’s account uses it, so we did not make a new one.',
        })}
      />
      <FeatureList features={ways} />
      <div className="actions">
        <Link to="login" className="button">
          {i18n._({ id: 'register.duplicate-phone.login', message: 'Log in' })}
        </Link>
        <Link to="forgotPassword" className="button secondary">
          {i18n._({ id: 'register.duplicate-phone.reset', message: 'Reset password' })}
        </Link>
        <Link to="proRegister" className="button ghost">
          {i18n._({ id: 'register.duplicate-phone.again', message: 'Sign up with another number' })}
        </Link>
      </div>
    </div>
  );
}
