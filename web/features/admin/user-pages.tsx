// The staff's accounts pages (§2.9, decision 078): the list of accounts, whose filters, order and
// page are in the address, and one account's page, which answers 404 for an id no account has.
import type { AdminUserQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { AdminUserAuditDocument, AdminUserDocument, AdminUsersDocument } from './generated/documents.ts';
import { auditVariables, UserPage, userVariables } from './user-page.tsx';
import { UsersPage, usersVariables } from './users-page.tsx';

export const USER_PAGES = {
  adminUsers: {
    render: ({ search }) => <UsersPage search={search} />,
    data: ({ search }) => [query(AdminUsersDocument, usersVariables(search))],
  },
  adminUser: {
    render: ({ params, search }) => <UserPage params={params} search={search} />,
    data: ({ params, search }) => [
      query(AdminUserDocument, userVariables(params)),
      query(AdminUserAuditDocument, auditVariables(params, search)),
    ],
    // The upstream has no account for an id it does not know, nor for one that is no id at all; a
    // failed query is the page's own failure to show, not a missing account.
    found: ([account]) => {
      const result = account as AdminUserQuery | undefined;
      return result === undefined || result.staffAccount !== null;
    },
  },
} satisfies Record<string, PageDefinition>;
