// Account/Switch (§2.4 /account/switch, §6 assumable access): the accounts the signed-in person
// may act for, their own first. Choosing one starts acting for it (assumeUser); choosing their own
// returns to it (exitAssumedUser). The session changes underneath the whole page, so the browser
// then loads the home of the account's area afresh: new jobs for a professional, projects for a
// home owner.
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { homeRouteFor } from '../../components/nav-destinations.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { AuthAssumableAccountsQuery, OrganisationRole } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { codeOfError, useAuthErrorMessage } from './auth-errors.ts';
import {
  AuthAssumableAccountsDocument,
  AuthAssumeUserDocument,
  AuthExitAssumedUserDocument,
} from './generated/documents.ts';

type Account = AuthAssumableAccountsQuery['assumableAccounts'][number];
type AccountUser = Account['user'];

// §2.10: a professional is named by company and primary locality, anyone else by their name.
export function accountLabel(user: AccountUser): string {
  if (user.__typename === 'ServicePro' && user.companyProfile) {
    const locality = user.companyProfile.primaryLocation?.localityNode.name;
    return locality ? `${user.companyProfile.companyName}, ${locality}` : user.companyProfile.companyName;
  }
  return `${user.firstName} ${user.lastName}`;
}

const assignLocation = (href: string) => window.location.assign(href);

export function AccountSwitchPage({ loadPage = assignLocation }: { loadPage?: (href: string) => void }) {
  const { i18n } = useLingui();
  const accounts = useQuery(AuthAssumableAccountsDocument);
  const { user } = useSession();
  const router = useRouter();
  const assume = useMutation(AuthAssumeUserDocument);
  const exit = useMutation(AuthExitAssumedUserDocument);
  const authMessage = useAuthErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const busy = assume.isMutating || exit.isMutating || switching !== null;
  // The person behind the session: whoever is acting, else the signed-in user.
  const personId = user && user.__typename !== 'StaffUser' ? (user.assumedBy?.id ?? user.id) : (user?.id ?? null);
  const acting = user !== null && user.__typename !== 'StaffUser' && user.assumedBy !== null;

  function goHome(type: string, label: string) {
    setSwitching(label);
    loadPage(router.href(homeRouteFor(type)));
  }

  async function switchTo(account: Account) {
    setFailure(null);
    try {
      const { assumeUser: result } = await assume.trigger({ input: { userId: account.user.id } });
      if (result.__typename === 'UserAssumed') {
        goHome(result.user.type, accountLabel(account.user));
        return;
      }
      setFailure(
        i18n._({
          id: 'auth.switch.error.not-found',
          message: 'You no longer have access to that account. The list below is now up to date.',
        }),
      );
      await accounts.mutate();
    } catch (error) {
      setFailure(authMessage(codeOfError(error)));
    }
  }

  async function returnToOwn(label: string) {
    setFailure(null);
    try {
      const { exitAssumedUser: result } = await exit.trigger();
      if (result.__typename === 'AssumedUserExited') {
        goHome(result.user.type, label);
        return;
      }
      setFailure(
        i18n._({
          id: 'auth.switch.error.not-assuming',
          message: 'You are already using your own account. The list below is now up to date.',
        }),
      );
      await accounts.mutate();
    } catch (error) {
      setFailure(authMessage(codeOfError(error)));
    }
  }

  return (
    <div className="narrow account-switch">
      <PageHeading
        title={i18n._({ id: 'auth.switch.title', message: 'Switch account' })}
        lead={i18n._({
          id: 'auth.switch.lead',
          message: 'Choose the account you want to work in. You can come back to your own account at any time.',
        })}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      {switching ? (
        <p role="status" className="form-message">
          {i18n._({ id: 'auth.switch.switching', message: 'Opening {name}…', values: { name: switching } })}
        </p>
      ) : null}
      <QueryState data={accounts.data} error={accounts.error} onRetry={() => void accounts.mutate()}>
        {({ assumableAccounts }) =>
          assumableAccounts.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'auth.switch.empty.title', message: 'There are no other accounts for you' })}
            >
              <p>
                {i18n._({
                  id: 'auth.switch.empty.body',
                  message: 'When a company invites you to work on its account, it appears here.',
                })}
              </p>
            </EmptyState>
          ) : (
            <ul className="list" data-testid="account-switch-list">
              {assumableAccounts.map((account) => (
                <AccountOption
                  key={account.user.id}
                  account={account}
                  own={account.user.id === personId}
                  busy={busy}
                  onSwitch={() => void switchTo(account)}
                  onReturn={() => void returnToOwn(accountLabel(account.user))}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {acting && accounts.data && !accounts.data.assumableAccounts.some((a) => a.user.id === personId) ? (
        <div className="actions">
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            data-testid="account-switch-exit"
            onClick={() =>
              void returnToOwn(user?.assumedBy ? `${user.assumedBy.firstName} ${user.assumedBy.lastName}` : '')
            }
          >
            {i18n._({ id: 'auth.switch.stop-acting', message: 'Stop acting for this account' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function useRoleLabel(): (role: OrganisationRole) => string {
  const { i18n } = useLingui();
  return (role) => {
    switch (role) {
      case 'OWNER':
        return i18n._({ id: 'auth.switch.role.owner', message: 'Owner' });
      case 'MANAGER':
        return i18n._({ id: 'auth.switch.role.manager', message: 'Manager' });
      case 'MEMBER':
        return i18n._({ id: 'auth.switch.role.member', message: 'Member' });
    }
  };
}

function AccountOption({
  account,
  own,
  busy,
  onSwitch,
  onReturn,
}: {
  account: Account;
  own: boolean;
  busy: boolean;
  onSwitch: () => void;
  onReturn: () => void;
}) {
  const { i18n } = useLingui();
  const roleLabel = useRoleLabel();
  const headingId = useId();
  const label = accountLabel(account.user);
  const kind =
    account.user.type === 'SERVICE_PRO'
      ? i18n._({ id: 'auth.switch.kind.pro', message: 'Professional account' })
      : i18n._({ id: 'auth.switch.kind.consumer', message: 'Home owner account' });
  return (
    <li className="card account-option" aria-labelledby={headingId} data-testid="account-switch-option">
      <h2 id={headingId}>{label}</h2>
      <p>
        {kind} · {account.user.email}
      </p>
      <p>
        {own
          ? i18n._({ id: 'auth.switch.own-account', message: 'Your own account' })
          : i18n._({
              id: 'auth.switch.your-role',
              message: 'Your role: {role}',
              values: { role: roleLabel(account.role) },
            })}{' '}
        {account.isCurrent ? (
          <StatusPill tone="good">{i18n._({ id: 'auth.switch.current', message: 'In use now' })}</StatusPill>
        ) : null}
      </p>
      {account.isCurrent ? null : (
        <button
          type="button"
          className="button"
          disabled={busy}
          data-testid={own ? 'account-switch-return' : 'account-switch-to'}
          onClick={own ? onReturn : onSwitch}
        >
          {own
            ? i18n._({ id: 'auth.switch.return', message: 'Return to your own account' })
            : i18n._({ id: 'auth.switch.switch-to', message: 'Switch to {name}', values: { name: label } })}
        </button>
      )}
    </li>
  );
}
