// §2.9 /admin/users (decision 078): every account of the platform, found by what staff know of it
// (an email, a name, a company, a phone number or the id), narrowed by kind and state, in the order
// asked, a numbered page at a time with how many match in all. The whole list's state is in the
// address — filters, order, page — so a list can be shared, and every heading and page is a link.
import { useLingui } from '@lingui/react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { AdminAccountRowFragment, StaffAccountOrder } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminUsersDocument } from './generated/documents.ts';
import { choiceParam, listHref, pageParam, textParam } from './list-address.ts';
import { ACCOUNT_STATUSES, brandName, personName, USER_TYPES, useAccountWords } from './user-words.tsx';

export const USERS_PAGE_SIZE = 25;
const ORDERS = ['NEWEST', 'OLDEST', 'NAME', 'EMAIL'] as const satisfies readonly StaffAccountOrder[];
// The upstream looks for at most this many words, in at most 200 characters.
const SEARCH_WORDS = 8;

// The list the address names. The server's data and the page both read it here, so they ask the
// same question.
export function usersVariables(search: URLSearchParams) {
  const words = textParam(search, 'search')?.split(/\s+/).slice(0, SEARCH_WORDS).join(' ') ?? null;
  return {
    search: words,
    type: choiceParam(search, 'type', USER_TYPES),
    status: choiceParam(search, 'status', ACCOUNT_STATUSES),
    order: choiceParam(search, 'order', ORDERS, 'NEWEST'),
    page: pageParam(search),
    pageSize: USERS_PAGE_SIZE,
  };
}

const FILTERS = ['search', 'type', 'status'] as const;

export function UsersPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const { pathname } = useRouter();
  const words = useAccountWords();
  const variables = usersVariables(search);
  const accounts = useQuery(AdminUsersDocument, variables);
  const filtered = FILTERS.some((name) => variables[name] !== null);
  const clearHref = filtered ? listHref(pathname, search, { search: null, type: null, status: null }) : null;
  return (
    <AdminPage
      title={i18n._({ id: 'admin.users.title', message: 'Accounts' })}
      lead={i18n._({
        id: 'admin.users.lead',
        message: 'Every account of the platform: find one by what you know of it, and open it to act on it.',
      })}
      testId="admin-users"
    >
      <FilterBar
        label={i18n._({ id: 'admin.users.filter', message: 'Filter the accounts' })}
        action={pathname}
        keep={{ order: search.get('order') === null ? null : variables.order }}
        clearHref={clearHref}
        testId="admin-users-filters"
      >
        <TextField
          label={i18n._({ id: 'admin.users.search', message: 'Search' })}
          hint={i18n._({
            id: 'admin.users.search-hint',
            message: 'An email address, name, company, phone number or account id.',
          })}
          name="search"
          type="search"
          maxLength={200}
          defaultValue={variables.search ?? ''}
        />
        <SelectField
          label={i18n._({ id: 'admin.users.type', message: 'Kind' })}
          name="type"
          defaultValue={variables.type ?? ''}
          options={[
            { value: '', label: i18n._({ id: 'admin.users.type.any', message: 'Any kind' }) },
            ...USER_TYPES.map((type) => ({ value: type, label: words.typeName(type) })),
          ]}
        />
        <SelectField
          label={i18n._({ id: 'admin.users.status', message: 'State' })}
          name="status"
          defaultValue={variables.status ?? ''}
          options={[
            { value: '', label: i18n._({ id: 'admin.users.status.any', message: 'Any state' }) },
            ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: words.statusName(status) })),
          ]}
        />
      </FilterBar>
      <QueryState data={accounts.data} error={accounts.error} onRetry={() => void accounts.mutate()}>
        {({ staffAccounts }) => {
          const last = Math.max(1, Math.ceil(staffAccounts.totalCount / USERS_PAGE_SIZE));
          if (staffAccounts.accounts.length === 0) {
            return (
              <NoAccounts
                clearHref={clearHref}
                firstPageHref={variables.page > 1 ? listHref(pathname, search, { page: null }) : null}
              />
            );
          }
          return (
            <>
              <p data-testid="admin-users-total">
                {i18n._({
                  id: 'admin.users.total',
                  message: '{count, plural, one {# account} other {# accounts}}',
                  values: { count: staffAccounts.totalCount },
                })}
              </p>
              <AccountTable accounts={staffAccounts.accounts} order={variables.order} search={search} />
              <Pagination
                label={i18n._({ id: 'admin.users.pages', message: 'Pages of accounts' })}
                to="adminUsers"
                params={Object.fromEntries([...search].filter(([name]) => name !== 'page'))}
                current={Math.min(variables.page, last)}
                last={last}
                previous={i18n._({ id: 'admin.users.previous', message: 'Previous' })}
                next={i18n._({ id: 'admin.users.next', message: 'Next' })}
              />
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}

function NoAccounts({ clearHref, firstPageHref }: { clearHref: string | null; firstPageHref: string | null }) {
  const { i18n } = useLingui();
  if (firstPageHref) {
    return (
      <EmptyState
        title={i18n._({ id: 'admin.users.past-last', message: 'This page is past the last one' })}
        action={
          <a className="button secondary" href={firstPageHref}>
            {i18n._({ id: 'admin.users.first-page', message: 'Go to the first page' })}
          </a>
        }
      />
    );
  }
  return (
    <EmptyState
      icon="search"
      title={
        clearHref
          ? i18n._({ id: 'admin.users.none-found', message: 'No account matches these filters' })
          : i18n._({ id: 'admin.users.none', message: 'There are no accounts yet' })
      }
      action={
        clearHref ? (
          <a className="button secondary" href={clearHref}>
            {i18n._({ id: 'admin.users.clear', message: 'Clear the filters' })}
          </a>
        ) : undefined
      }
    />
  );
}

function AccountTable({
  accounts,
  order,
  search,
}: {
  accounts: readonly AdminAccountRowFragment[];
  order: StaffAccountOrder;
  search: URLSearchParams;
}) {
  const { i18n } = useLingui();
  const { pathname, href } = useRouter();
  const words = useAccountWords();
  const { formatDate } = useDateFormatters();
  // The default order (newest first) is the address without one.
  const sortHref = (next: StaffAccountOrder) => listHref(pathname, search, { order: next === 'NEWEST' ? null : next });
  const columns: Column<AdminAccountRowFragment>[] = [
    {
      key: 'name',
      header: i18n._({ id: 'admin.users.name', message: 'Name' }),
      sort: { href: sortHref('NAME'), direction: order === 'NAME' ? 'ascending' : null },
      cell: (account) => <a href={href('adminUser', { id: account.id })}>{personName(account)}</a>,
    },
    {
      key: 'email',
      header: i18n._({ id: 'admin.users.email', message: 'Email' }),
      sort: { href: sortHref('EMAIL'), direction: order === 'EMAIL' ? 'ascending' : null },
      cell: (account) => account.email,
    },
    {
      key: 'type',
      header: i18n._({ id: 'admin.users.type', message: 'Kind' }),
      cell: (account) => words.typeName(account.type),
    },
    {
      key: 'brand',
      header: i18n._({ id: 'admin.users.brand', message: 'Market' }),
      cell: (account) => brandName(account.brand),
    },
    {
      key: 'company',
      header: i18n._({ id: 'admin.users.company', message: 'Company' }),
      cell: (account) => account.companyName ?? '',
    },
    {
      key: 'status',
      header: i18n._({ id: 'admin.users.status', message: 'State' }),
      cell: (account) => words.statusPill(account),
    },
    {
      key: 'created',
      header: i18n._({ id: 'admin.users.created', message: 'Created' }),
      nowrap: true,
      // Newest first, then oldest first: the heading turns the order round.
      sort: {
        href: sortHref(order === 'NEWEST' ? 'OLDEST' : 'NEWEST'),
        direction: order === 'NEWEST' ? 'descending' : order === 'OLDEST' ? 'ascending' : null,
      },
      cell: (account) => formatDate(account.createdAt, { dateStyle: 'medium' }),
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.users.title', message: 'Accounts' })}
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      testId="admin-users-table"
    />
  );
}
