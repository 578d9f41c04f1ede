// §2.8 register/contact-details (decision 062): the contact details a tradesperson is reached by.
// A visitor gives them here — the sign-up form on a page of its own, without the landing's pitch
// (what an app or an email links to). A registering professional sees what they gave, as home
// owners who hire them will, with the way to change it in their account, and goes on.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { ValueList, type ValueRow } from '../../components/ui/value-list.tsx';
import type { RegistrationContactDetailsQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { RegistrationContactDetailsDocument } from './generated/documents.ts';
import { SignUpOrConsumerNote } from './sign-up-form.tsx';

export function ContactDetailsPage() {
  const { i18n } = useLingui();
  const { user } = useSession();
  if (user?.type === 'SERVICE_PRO') return <CheckContactDetails />;
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'register.contact.title', message: 'Your contact details' })}
        lead={i18n._({
          id: 'register.contact.lead',
          message: 'Home owners who hire you see your name and phone number. You sign in with your email address.',
        })}
      />
      <SignUpOrConsumerNote />
    </div>
  );
}

function CheckContactDetails() {
  const { i18n } = useLingui();
  const rowsOf = (me: RegistrationContactDetailsQuery['me']): ValueRow[] => {
    if (!me) return [];
    const email = { key: 'email', label: i18n._({ id: 'register.contact.email', message: 'Email' }), value: me.email };
    if (me.__typename !== 'ServicePro') return [email];
    return [
      {
        key: 'name',
        label: i18n._({ id: 'register.contact.name', message: 'Name' }),
        value: `${me.firstName} ${me.lastName}`,
      },
      { key: 'phone', label: i18n._({ id: 'register.contact.phone', message: 'Phone' }), value: me.phone ?? '' },
      email,
    ];
  };
  const details = useQuery(RegistrationContactDetailsDocument);
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'register.contact.check-title', message: 'Are your contact details right?' })}
        lead={i18n._({
          id: 'register.contact.check-lead',
          message: 'Home owners who hire you call this number, and we send new jobs to this email address.',
        })}
      />
      <QueryState data={details.data} error={details.error} onRetry={() => void details.mutate()}>
        {({ me }) => (
          <div className="card account-topic" data-testid="register-contact-details">
            <ValueList rows={rowsOf(me)} />
            <div className="actions">
              <Link to="proRegister" className="button" data-testid="register-contact-continue">
                {i18n._({ id: 'register.contact.right', message: 'They are right: continue' })}
              </Link>
              <Link to="proManageAccount" className="button ghost">
                {i18n._({ id: 'register.contact.change', message: 'Change them' })}
              </Link>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
