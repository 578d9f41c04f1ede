// What the moderation pages share (§2.9, decision 078): a queue read a page at a time by cursor,
// its place (`after`) in the address so a page of it can be shared; who wrote an item, in words;
// and the one way a decision is taken — asked in a confirmation sheet (with a reason where the
// decision keeps one), then sent, its outcome said in a toast and the list read again. A failed
// call leaves the sheet open with what was typed, so the decision can be sent again.
import { useLingui } from '@lingui/react';
import { type ReactNode, useCallback, useState } from 'react';
import { type ConfirmReason, ConfirmSheet } from '../../components/ui/confirm-sheet.tsx';
import { CursorPager } from '../../components/ui/pagination.tsx';
import type { AdminModerationPersonFragment, AdminModerationProFragment } from '../../generated/graphql.ts';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { listHref, textParam } from './list-address.ts';

// Items on a page of a queue.
export const QUEUE_PAGE_SIZE = 20;

// The page of a queue the address names: its first, or the one after a cursor. The server's data
// and the page's component both read it here, so they ask for the same list.
export function queueVariables(search: URLSearchParams): { first: number; after: string | null } {
  return { first: QUEUE_PAGE_SIZE, after: textParam(search, 'after', 500) };
}

export function QueuePager({ hasNextPage, endCursor }: { hasNextPage: boolean; endCursor: string | null | undefined }) {
  const { i18n } = useLingui();
  const { pathname, query } = useRouter();
  return (
    <CursorPager
      label={i18n._({ id: 'admin.moderation.pages', message: 'Pages of the list' })}
      firstHref={query.get('after') ? listHref(pathname, query, { after: null }) : null}
      nextHref={hasNextPage && endCursor ? listHref(pathname, query, { after: endCursor }) : null}
      first={i18n._({ id: 'admin.moderation.first-page', message: 'Back to the first' })}
      next={i18n._({ id: 'admin.moderation.next-page', message: 'Next' })}
    />
  );
}

// Someone as staff know them: their name and their company's where they have one, else the
// account's email address.
function nameOf(firstName: string, lastName: string, company: string | null | undefined): string {
  const name = `${firstName} ${lastName}`.trim();
  return company && company !== name ? `${name} (${company})` : name;
}

export function proName(pro: AdminModerationProFragment): string {
  return nameOf(pro.firstName, pro.lastName, pro.companyProfile?.companyName);
}

export function personName(person: AdminModerationPersonFragment): string {
  const company = 'companyProfile' in person ? person.companyProfile?.companyName : null;
  return nameOf(person.firstName, person.lastName, company) || person.email;
}

// The staff's account page of a person, by the same address rules as every console page.
export function PersonLink({ person, children }: { person: { id: string }; children: ReactNode }) {
  const { href } = useRouter();
  return <a href={href('adminUser', { id: person.id })}>{children}</a>;
}

// A decision to confirm: the sheet's words, and what runs once it is confirmed. `run` says the
// outcome itself (a toast) and resolves once it is said; it rejects only when the call failed.
export interface Decision {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly danger?: boolean;
  readonly reason?: ConfirmReason;
  readonly run: (reason: string | null) => Promise<void>;
}

export function useDecisions(): { ask: (decision: Decision) => void; sheet: ReactNode } {
  const errorMessage = useErrorMessage();
  const [asked, setAsked] = useState<{ decision: Decision; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((decision: Decision) => {
    setAsked((current) => ({ decision, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const confirm = async (reason: string | null) => {
    if (!asked) return;
    setBusy(true);
    try {
      await asked.decision.run(reason);
      setOpen(false);
    } catch (failure) {
      const words = errorMessage(failure);
      if (words) toast.error(words);
    } finally {
      setBusy(false);
    }
  };
  const sheet = asked ? (
    <ConfirmSheet
      key={asked.key}
      open={open}
      onClose={() => setOpen(false)}
      title={asked.decision.title}
      text={asked.decision.text}
      confirm={asked.decision.confirm}
      danger={asked.decision.danger}
      reason={asked.decision.reason}
      busy={busy}
      onConfirm={(reason) => void confirm(reason)}
      testId="moderation-confirm"
    />
  ) : null;
  return { ask, sheet };
}

// The reason asked when an item is turned down: the author is told it.
export function useRejectReason(): ConfirmReason {
  const { i18n } = useLingui();
  return {
    label: i18n._({ id: 'admin.moderation.reason', message: 'Reason' }),
    hint: i18n._({ id: 'admin.moderation.reason-hint', message: 'The author is told this, in these words.' }),
    required: true,
  };
}
