// The two session banners of spec §2.10: "You are impersonating" for an impersonated session, and
// the assumed-account banner naming the account being acted for, linked to that account's home
// page. The offline banner, which outranks both, lives with the connectivity code.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useMutation } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import type { CurrentUser } from '../../lib/state.ts';
import { ExitImpersonationDocument } from './generated/documents.ts';

// The home pages of the two account areas (§6). They are outside the in-page route table, and a
// consumer path is reached by a full-page navigation (§2.10), so plain links are right.
export const CONSUMER_HOME_PATH = '/consumer';
export const SERVICE_PRO_HOME_PATH = '/service-pro';

export interface AssumedAccount {
  readonly label: string;
  readonly homePath: string;
}

// §2.10: a professional is named by company and primary locality, a consumer by first and last
// name. Only an account someone else is acting on (assumedBy) has a banner.
export function assumedAccountOf(user: CurrentUser | null): AssumedAccount | null {
  if (!user || user.__typename === 'StaffUser' || !user.assumedBy) return null;
  if (user.__typename === 'ServicePro') {
    const company = user.companyProfile?.companyName;
    const locality = user.companyProfile?.primaryLocation?.localityNode.name;
    const label = company ? (locality ? `${company}, ${locality}` : company) : `${user.firstName} ${user.lastName}`;
    return { label, homePath: SERVICE_PRO_HOME_PATH };
  }
  return { label: `${user.firstName} ${user.lastName}`, homePath: CONSUMER_HOME_PATH };
}

// §2.10 and issue 22: staff acting as someone see it on every page, and leave from there — back to
// the account's page in the console, as themselves again (a whole new page: the session changed).
export function ImpersonationBanner() {
  const { i18n } = useLingui();
  const { isImpersonated, user } = useSession();
  const { navigate } = useRouter();
  const exit = useMutation(ExitImpersonationDocument);
  const [failed, setFailed] = useState(false);
  if (!isImpersonated) return null;
  const leave = async () => {
    setFailed(false);
    try {
      const { exitAssumedUser: result } = await exit.trigger();
      // Not acting as anyone any more (another tab left already): the console is where staff belong.
      navigate(result.__typename === 'AssumedUserExited' && user ? `/admin/users/${user.id}` : '/admin');
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="system-banner system-banner--error system-banner--navigational" data-testid="impersonation-banner">
      <span role="alert">{i18n._({ id: 'session.banner.impersonating', message: 'You are impersonating' })}</span>
      <button type="button" className="button secondary" disabled={exit.isMutating} onClick={() => void leave()}>
        {i18n._({ id: 'session.banner.stop-impersonating', message: 'Stop impersonating' })}
      </button>
      {failed ? (
        <span role="status">
          {i18n._({
            id: 'session.banner.stop-impersonating-failed',
            message: 'That did not work. Check your connection and try again.',
          })}
        </span>
      ) : null}
    </div>
  );
}

export function AssumedAccountBanner() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const account = assumedAccountOf(user);
  if (!account) return null;
  return (
    <section
      className="banner-brand system-banner system-banner--brand"
      aria-label={i18n._({ id: 'session.banner.assumed-account.label', message: 'Assumed account' })}
    >
      {i18n._({ id: 'session.banner.assumed-account', message: 'You are acting for' })}{' '}
      <a href={account.homePath}>{account.label}</a>
    </section>
  );
}

// Both session banners, the more urgent first.
export function SessionBanners() {
  return (
    <>
      <ImpersonationBanner />
      <AssumedAccountBanner />
    </>
  );
}
