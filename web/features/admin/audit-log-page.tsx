// §2.9 and §6 /admin/audit-log: what staff did and what was done while impersonating or acting
// for another account, newest first — when, who acted, for whose account, how (as themselves,
// for an account they may act for, impersonating), the operations run, the reason given and the
// request's id. Narrowed by actor, subject, way of acting and operation, all in the address, and
// read a page at a time by cursor (?after=). The log is read only: nothing here changes an entry.
import { useLingui } from '@lingui/react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { CursorPager } from '../../components/ui/pagination.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ActingMode, AdminAuditLogPersonFragment, AdminAuditLogQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminAuditLogDocument } from './generated/documents.ts';
import { afterParam, choiceParam, listHref, textParam } from './list-address.ts';

const PATH = '/admin/audit-log';
export const ACTING_MODES: readonly ActingMode[] = ['SELF', 'ASSUMED', 'IMPERSONATED'];

type Entry = AdminAuditLogQuery['auditLog']['edges'][number]['node'];

export interface AuditLogVariables {
  readonly after: string | null;
  readonly actorId: string | null;
  readonly subjectId: string | null;
  readonly mode: ActingMode | null;
  readonly operation: string | null;
}

// The query's variables, from the address: the same on the server and in the browser.
export function auditLogVariables(search: URLSearchParams): AuditLogVariables {
  return {
    after: afterParam(search),
    actorId: textParam(search, 'actor', 64),
    subjectId: textParam(search, 'subject', 64),
    mode: choiceParam(search, 'mode', ACTING_MODES),
    operation: textParam(search, 'operation', 100),
  };
}

const MODE_TONE: Record<ActingMode, 'neutral' | 'warn' | 'bad'> = {
  SELF: 'neutral',
  ASSUMED: 'warn',
  IMPERSONATED: 'bad',
};

function useModeWords(): Record<ActingMode, string> {
  const { i18n } = useLingui();
  return {
    SELF: i18n._({ id: 'admin.audit.mode.self', message: 'As themselves' }),
    ASSUMED: i18n._({ id: 'admin.audit.mode.assumed', message: 'Acting for the account' }),
    IMPERSONATED: i18n._({ id: 'admin.audit.mode.impersonated', message: 'Impersonating' }),
  };
}

function Person({ person, testId }: { person: AdminAuditLogPersonFragment; testId: string }) {
  const name = `${'firstName' in person ? person.firstName : ''} ${'lastName' in person ? person.lastName : ''}`.trim();
  return (
    <a href={`/admin/users/${person.id}`} data-testid={testId}>
      {name === '' ? person.email : `${name} (${person.email})`}
    </a>
  );
}

export function AuditLogPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const modeWord = useModeWords();
  const variables = auditLogVariables(search);
  const log = useQuery(AdminAuditLogDocument, variables);
  const filtered = [variables.actorId, variables.subjectId, variables.mode, variables.operation].some(
    (value) => value !== null,
  );
  return (
    <AdminPage
      title={i18n._({ id: 'admin.audit.title', message: 'Audit log' })}
      lead={i18n._({
        id: 'admin.audit.lead',
        message: 'What staff did, and what was done while acting for another account, newest first.',
      })}
      testId="admin-audit-log-page"
    >
      <FilterBar
        label={i18n._({ id: 'admin.audit.filter', message: 'Filter the audit log' })}
        action={PATH}
        clearHref={filtered ? PATH : null}
        testId="admin-audit-filters"
      >
        <TextField
          label={i18n._({ id: 'admin.audit.actor-id', message: 'Who acted (account id)' })}
          name="actor"
          autoComplete="off"
          spellCheck={false}
          defaultValue={variables.actorId ?? ''}
        />
        <TextField
          label={i18n._({ id: 'admin.audit.subject-id', message: 'For whose account (account id)' })}
          name="subject"
          autoComplete="off"
          spellCheck={false}
          defaultValue={variables.subjectId ?? ''}
        />
        <SelectField
          label={i18n._({ id: 'admin.audit.mode', message: 'How' })}
          name="mode"
          defaultValue={variables.mode ?? ''}
          options={[
            { value: '', label: i18n._({ id: 'admin.audit.mode.all', message: 'Every way' }) },
            ...ACTING_MODES.map((mode) => ({ value: mode, label: modeWord[mode] })),
          ]}
        />
        <TextField
          label={i18n._({ id: 'admin.audit.operation', message: 'Operation' })}
          hint={i18n._({ id: 'admin.audit.operation-hint', message: 'Its exact name, like banUser.' })}
          name="operation"
          autoComplete="off"
          spellCheck={false}
          defaultValue={variables.operation ?? ''}
        />
      </FilterBar>
      <QueryState data={log.data} error={log.error} onRetry={() => void log.mutate()}>
        {({ auditLog: { edges, pageInfo } }) => (
          <>
            {edges.length === 0 ? (
              <EmptyState title={i18n._({ id: 'admin.audit.none', message: 'No entries' })} />
            ) : (
              <AuditTable entries={edges.map((edge) => edge.node)} />
            )}
            <CursorPager
              label={i18n._({ id: 'admin.audit.pages', message: 'More entries' })}
              firstHref={variables.after ? listHref(PATH, search, { after: null }) : null}
              nextHref={
                pageInfo.hasNextPage && pageInfo.endCursor
                  ? listHref(PATH, search, { after: pageInfo.endCursor })
                  : null
              }
              first={i18n._({ id: 'admin.audit.first-page', message: 'Newest' })}
              next={i18n._({ id: 'admin.audit.next-page', message: 'Older' })}
            />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}

function AuditTable({ entries }: { entries: readonly Entry[] }) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  const modeWord = useModeWords();
  const columns: Column<Entry>[] = [
    {
      key: 'at',
      header: i18n._({ id: 'admin.audit.at', message: 'When' }),
      nowrap: true,
      cell: (entry) => formatDateTime(entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    {
      key: 'actor',
      header: i18n._({ id: 'admin.audit.actor', message: 'Who' }),
      cell: (entry) => <Person person={entry.actor} testId="admin-audit-actor" />,
    },
    {
      key: 'subject',
      header: i18n._({ id: 'admin.audit.subject', message: 'Account' }),
      cell: (entry) => <Person person={entry.subject} testId="admin-audit-subject" />,
    },
    {
      key: 'mode',
      header: i18n._({ id: 'admin.audit.mode', message: 'How' }),
      cell: (entry) => <StatusPill tone={MODE_TONE[entry.mode]}>{modeWord[entry.mode]}</StatusPill>,
    },
    {
      key: 'operations',
      header: i18n._({ id: 'admin.audit.operations', message: 'Operations' }),
      cell: (entry) => <code>{entry.operations.join(', ')}</code>,
    },
    {
      key: 'reason',
      header: i18n._({ id: 'admin.audit.reason', message: 'Reason' }),
      cell: (entry) => entry.reason ?? '',
    },
    {
      key: 'request',
      header: i18n._({ id: 'admin.audit.request-id', message: 'Request id' }),
      cell: (entry) => <code>{entry.requestId}</code>,
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.audit.title', message: 'Audit log' })}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      testId="admin-audit"
    />
  );
}
