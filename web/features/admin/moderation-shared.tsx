// What the moderation pages share (§2.9, decision 078): a queue read a page at a time by cursor,
// its place (`after`) in the address so a page of it can be shared; who wrote an item, in words;
// each decision is asked for with useConfirmedAction (a sheet, with a reason where the decision
// keeps one), its outcome said in a toast and the list read again.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ConfirmReason } from '../../components/ui/confirm-sheet.tsx';
import { CursorPager } from '../../components/ui/pagination.tsx';
import type { AdminModerationPersonFragment, AdminModerationProFragment } from '../../generated/graphql.ts';
import { useRouter } from '../../lib/router.tsx';
import { afterParam, listHref } from './list-address.ts';

// Items on a page of a queue.
export const QUEUE_PAGE_SIZE = 20;

// The page of a queue the address names: its first, or the one after a cursor. The server's data
// and the page's component both read it here, so they ask for the same list.
export function queueVariables(search: URLSearchParams): { first: number; after: string | null } {
  return { first: QUEUE_PAGE_SIZE, after: afterParam(search) };
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

// The reason asked when an item is turned down: the author is told it.
export function useRejectReason(): ConfirmReason {
  const { i18n } = useLingui();
  return {
    label: i18n._({ id: 'admin.moderation.reason', message: 'Reason' }),
    hint: i18n._({ id: 'admin.moderation.reason-hint', message: 'The author is told this, in these words.' }),
    required: true,
  };
}
