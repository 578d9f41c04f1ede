// §2.9 /admin/users/:id (decision 078): one account as staff see it — its details (with the ban
// and its reason, when banned), how much it did on the marketplace, the sessions open on it now,
// and its audit trail a page at a time (the place in the trail is `after` in the address). What
// staff do to the account sits beside the heading (user-actions.tsx); after each, the page is read
// again so it shows the account as it is now.
import { useLingui } from '@lingui/react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { CursorPager } from '../../components/ui/pagination.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { AdminUserAuditQuery, AdminUserQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminUserAuditDocument, AdminUserDocument } from './generated/documents.ts';
import { afterParam, listHref } from './list-address.ts';
import { UserActions } from './user-actions.tsx';
import { auditPersonName, brandName, personName, useAccountWords } from './user-words.tsx';

type Account = NonNullable<AdminUserQuery['staffAccount']>;
type Session = Account['sessions'][number];
type AuditEntry = AdminUserAuditQuery['auditLog']['edges'][number]['node'];

export const AUDIT_PAGE_SIZE = 20;

// The account and the page of its trail the address names; the server's data and the page both
// read them here.
export const userVariables = (params: Readonly<Record<string, string>>) => ({ id: params.id ?? '' });
export const auditVariables = (params: Readonly<Record<string, string>>, search: URLSearchParams) => ({
  subjectId: params.id ?? '',
  first: AUDIT_PAGE_SIZE,
  after: afterParam(search),
});

export function UserPage({
  params,
  search,
  loadPage,
}: {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  // How the browser goes to another whole page (after impersonating); a test watches it.
  loadPage?: (href: string) => void;
}) {
  const { i18n } = useLingui();
  const account = useQuery(AdminUserDocument, userVariables(params));
  const audit = useQuery(AdminUserAuditDocument, auditVariables(params, search));
  const refresh = () => Promise.all([account.mutate(), audit.mutate()]).then(() => undefined);
  const found = account.data?.staffAccount ?? null;
  return (
    <AdminPage
      title={found ? personName(found) : i18n._({ id: 'admin.users.account', message: 'Account' })}
      lead={found ? found.email : undefined}
      actions={found ? <UserActions account={found} onChanged={refresh} loadPage={loadPage} /> : undefined}
      testId="admin-user"
    >
      <QueryState data={account.data} error={account.error} onRetry={() => void account.mutate()}>
        {({ staffAccount }) =>
          staffAccount ? (
            <>
              <AccountDetails account={staffAccount} />
              <Sessions sessions={staffAccount.sessions} />
              <section aria-labelledby="admin-user-audit">
                <h2 id="admin-user-audit">{i18n._({ id: 'admin.users.audit', message: 'Audit trail' })}</h2>
                {audit.error && search.get('after') ? (
                  <UnknownPlace />
                ) : (
                  <QueryState data={audit.data} error={audit.error} onRetry={() => void audit.mutate()}>
                    {({ auditLog }) => <AuditTrail connection={auditLog} />}
                  </QueryState>
                )}
              </section>
            </>
          ) : (
            <EmptyState title={i18n._({ id: 'admin.users.not-found', message: 'There is no account with this id' })} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}

// A place in the trail the upstream does not know (an address edited or kept too long).
function UnknownPlace() {
  const { i18n } = useLingui();
  const { pathname, query } = useRouter();
  return (
    <p>
      {i18n._({ id: 'admin.users.audit-unknown', message: 'This page of the trail could not be read.' })}{' '}
      <a href={listHref(pathname, query, { after: null })}>
        {i18n._({ id: 'admin.users.audit-first', message: 'Back to the newest' })}
      </a>
    </p>
  );
}

function AccountDetails({ account }: { account: Account }) {
  const { i18n } = useLingui();
  const words = useAccountWords();
  const { formatDate, formatDateTime } = useDateFormatters();
  const none = '—';
  const rows = [
    { key: 'email', label: i18n._({ id: 'admin.users.email', message: 'Email' }), value: account.email },
    {
      key: 'name',
      label: i18n._({ id: 'admin.users.name', message: 'Name' }),
      value: `${account.firstName} ${account.lastName}`.trim() || none,
    },
    { key: 'type', label: i18n._({ id: 'admin.users.type', message: 'Kind' }), value: words.typeName(account.type) },
    { key: 'brand', label: i18n._({ id: 'admin.users.brand', message: 'Market' }), value: brandName(account.brand) },
    { key: 'phone', label: i18n._({ id: 'admin.users.phone', message: 'Phone' }), value: account.phone ?? none },
    {
      key: 'company',
      label: i18n._({ id: 'admin.users.company', message: 'Company' }),
      value: account.companyName ?? none,
    },
    { key: 'status', label: i18n._({ id: 'admin.users.status', message: 'State' }), value: words.statusPill(account) },
    {
      key: 'created',
      label: i18n._({ id: 'admin.users.created', message: 'Created' }),
      value: formatDate(account.createdAt),
    },
    ...(account.bannedAt
      ? [
          {
            key: 'banned',
            label: i18n._({ id: 'admin.users.banned-at', message: 'Banned on' }),
            value: formatDateTime(account.bannedAt),
          },
          {
            key: 'ban-reason',
            label: i18n._({ id: 'admin.users.ban-reason', message: 'Why it was banned' }),
            value: account.banReason ?? none,
          },
        ]
      : []),
  ];
  const counts = [
    {
      key: 'jobs',
      label: i18n._({ id: 'admin.users.count.jobs', message: 'Jobs posted' }),
      value: account.counts.jobs,
    },
    {
      key: 'proposals',
      label: i18n._({ id: 'admin.users.count.proposals', message: 'Proposals sent' }),
      value: account.counts.proposals,
    },
    {
      key: 'reviews-written',
      label: i18n._({ id: 'admin.users.count.reviews-written', message: 'Reviews written' }),
      value: account.counts.reviewsWritten,
    },
    {
      key: 'reviews-received',
      label: i18n._({ id: 'admin.users.count.reviews-received', message: 'Reviews received' }),
      value: account.counts.reviewsReceived,
    },
    {
      key: 'invoices',
      label: i18n._({ id: 'admin.users.count.invoices', message: 'Invoices' }),
      value: account.counts.invoices,
    },
  ];
  return (
    <div data-testid="admin-user-details">
      <ValueList title={i18n._({ id: 'admin.users.details', message: 'Details' })} rows={rows} />
      <ValueList title={i18n._({ id: 'admin.users.counts', message: 'On the marketplace' })} rows={counts} />
    </div>
  );
}

function Sessions({ sessions }: { sessions: readonly Session[] }) {
  const { i18n } = useLingui();
  const words = useAccountWords();
  const { formatDateTime } = useDateFormatters();
  const columns: Column<Session>[] = [
    {
      key: 'started',
      header: i18n._({ id: 'admin.users.session.started', message: 'Started' }),
      nowrap: true,
      cell: (session) => formatDateTime(session.createdAt),
    },
    {
      key: 'expires',
      header: i18n._({ id: 'admin.users.session.expires', message: 'Expires' }),
      nowrap: true,
      cell: (session) => formatDateTime(session.expiresAt),
    },
    {
      key: 'mode',
      header: i18n._({ id: 'admin.users.session.mode', message: 'How' }),
      cell: (session) => words.modeName(session.mode),
    },
    {
      key: 'actor',
      header: i18n._({ id: 'admin.users.session.actor', message: 'Signed in as' }),
      cell: (session) => auditPersonName(session.actor),
    },
  ];
  return (
    <section aria-labelledby="admin-user-sessions">
      <h2 id="admin-user-sessions">{i18n._({ id: 'admin.users.sessions', message: 'Open sessions' })}</h2>
      {sessions.length === 0 ? (
        <p>{i18n._({ id: 'admin.users.sessions-none', message: 'Nobody is signed in to this account now.' })}</p>
      ) : (
        <DataTable
          caption={i18n._({ id: 'admin.users.sessions', message: 'Open sessions' })}
          columns={columns}
          rows={sessions}
          rowKey={(session) => session.id}
          testId="admin-user-sessions"
        />
      )}
    </section>
  );
}

function AuditTrail({ connection }: { connection: AdminUserAuditQuery['auditLog'] }) {
  const { i18n } = useLingui();
  const { pathname, query } = useRouter();
  const words = useAccountWords();
  const { formatDateTime } = useDateFormatters();
  const entries = connection.edges.map((edge) => edge.node);
  const { hasNextPage, endCursor } = connection.pageInfo;
  const pager = (
    <CursorPager
      label={i18n._({ id: 'admin.users.audit-pages', message: 'Pages of the audit trail' })}
      firstHref={query.get('after') ? listHref(pathname, query, { after: null }) : null}
      nextHref={hasNextPage && endCursor ? listHref(pathname, query, { after: endCursor }) : null}
      first={i18n._({ id: 'admin.users.audit-first', message: 'Back to the newest' })}
      next={i18n._({ id: 'admin.users.audit-next', message: 'Older' })}
    />
  );
  if (entries.length === 0) {
    return (
      <>
        <p>
          {i18n._({ id: 'admin.users.audit-none', message: 'Nothing has been done to this account by anyone else.' })}
        </p>
        {pager}
      </>
    );
  }
  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: i18n._({ id: 'admin.users.audit-at', message: 'When' }),
      nowrap: true,
      cell: (entry) => formatDateTime(entry.at),
    },
    {
      key: 'actor',
      header: i18n._({ id: 'admin.users.audit-actor', message: 'Who' }),
      cell: (entry) => auditPersonName(entry.actor),
    },
    {
      key: 'mode',
      header: i18n._({ id: 'admin.users.session.mode', message: 'How' }),
      cell: (entry) => words.modeName(entry.mode),
    },
    {
      key: 'operations',
      header: i18n._({ id: 'admin.users.audit-operations', message: 'What' }),
      cell: (entry) => <code>{entry.operations.join(', ')}</code>,
    },
    {
      key: 'reason',
      header: i18n._({ id: 'admin.users.audit-reason', message: 'Reason' }),
      cell: (entry) => entry.reason ?? '',
    },
  ];
  return (
    <>
      <DataTable
        caption={i18n._({ id: 'admin.users.audit', message: 'Audit trail' })}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        testId="admin-user-audit"
      />
      {pager}
    </>
  );
}
