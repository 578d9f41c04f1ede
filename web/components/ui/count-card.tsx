// A figure that asks for attention, as a card that leads to it (the staff's dashboard): an icon,
// what is counted, the number large, and a line under it. A card whose count wants action is
// edged in the warning tone; a card with nothing to do stays quiet.
import type { ReactNode } from 'react';
import type { LinkParams } from '../../../shared/link.ts';
import type { RouteName } from '../../../shared/routes.ts';
import { Link } from '../../lib/router.tsx';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

export function CountCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="count-cards" aria-label={label}>
      {children}
    </ul>
  );
}

export function CountCard({
  to,
  params,
  icon,
  name,
  count,
  note,
  attention,
  testId,
}: {
  to: RouteName;
  params?: LinkParams;
  icon: IconName;
  name: string;
  // Already formatted for the locale.
  count: string;
  note: string;
  attention: boolean;
  testId?: string;
}) {
  return (
    <li className={attention ? 'count-card count-card-attention' : 'count-card'} data-testid={testId}>
      <Link to={to} params={params} className="count-card-link" current={false}>
        <Icon icon={icon} className="count-card-icon" />
        <span className="count-card-name">{name}</span>
        <span className="count-card-count">{count}</span>
        <span className="count-card-note">{note}</span>
      </Link>
    </li>
  );
}
