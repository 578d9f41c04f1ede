// The way back to the page a page belongs to, above its heading: an arrow and the page's name.
import type { ReactNode } from 'react';
import type { LinkParams } from '../../shared/link.ts';
import type { RouteName } from '../../shared/routes.ts';
import { Link } from '../lib/router.tsx';
import { Icon } from './ui/icon.tsx';

export function BackLink({ to, params, children }: { to: RouteName; params?: LinkParams; children: ReactNode }) {
  return (
    <p className="account-back">
      <Link to={to} params={params}>
        <Icon icon="arrow-left" />
        {children}
      </Link>
    </p>
  );
}
