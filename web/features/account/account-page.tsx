// The frame every page of the account shares: the way back to the overview (on every page but the
// overview), the page's heading and lead, and the signed-in person from the one accountSettings
// query the server embedded — or its loading and failed states.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { accountRouteFor } from '../../components/nav-destinations.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { type AccountPerson, accountPersonOf } from './account-person.ts';
import { AccountSettingsDocument } from './generated/documents.ts';

export function AccountPage({
  title,
  lead,
  overview = false,
  children,
}: {
  title: string;
  lead: string;
  // The overview itself has no way back to the overview.
  overview?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const back = accountRouteFor(user?.type);
  return (
    <div className="narrow account-page">
      {overview || !back ? null : (
        <p className="account-back">
          <Link to={back}>
            <Icon icon="arrow-left" />
            {i18n._({ id: 'account.back', message: 'Your account' })}
          </Link>
        </p>
      )}
      <PageHeading title={title} lead={lead} />
      {children}
    </div>
  );
}

// The signed-in person for the page's forms; `refresh` reads them again after a change.
export function WithAccountPerson({
  children,
}: {
  children: (person: AccountPerson, refresh: () => void) => ReactNode;
}) {
  const settings = useQuery(AccountSettingsDocument);
  const refresh = () => void settings.mutate();
  return (
    <QueryState data={settings.data} error={settings.error} onRetry={refresh}>
      {(data) => {
        const person = accountPersonOf(data);
        return person ? children(person, refresh) : null;
      }}
    </QueryState>
  );
}
