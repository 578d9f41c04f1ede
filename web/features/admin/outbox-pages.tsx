// The staff console's message queue and audit log (§2.9, §6). Each page's query takes its
// variables from the address the same way on the server and in the browser, so what the server
// renders is the list the address names.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { AuditLogPage, auditLogVariables } from './audit-log-page.tsx';
import { AdminAuditLogDocument, AdminMessageQueueDocument } from './generated/documents.ts';
import { MessageQueuePage, messageQueueVariables } from './message-queue-page.tsx';

export const OUTBOX_PAGES = {
  adminMessageQueue: {
    render: ({ search }) => <MessageQueuePage search={search} />,
    data: ({ search }) => [query(AdminMessageQueueDocument, messageQueueVariables(search))],
  },
  adminAuditLog: {
    render: ({ search }) => <AuditLogPage search={search} />,
    data: ({ search }) => [query(AdminAuditLogDocument, auditLogVariables(search))],
  },
} satisfies Record<string, PageDefinition>;
