// The site navigation for each kind of person (spec §6 areas by role). Wide screens show it inline;
// below breakpoint m it folds behind a disclosure button (aria-expanded, aria-controls; Escape
// closes it and gives focus back to the button). In the app-style UI (§2.10) the role's main
// destinations move to a bottom tab bar and the menu keeps only the account controls.
import { useLingui } from '@lingui/react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Brand } from '../../shared/brands.ts';
import type { RouteName } from '../../shared/routes.ts';
import { useRouter } from '../lib/router.tsx';
import { displayName, useSession } from '../lib/session.tsx';
import { homeRouteFor, type NavDestination, navRoleOf, useNavDestinations } from './nav-destinations.ts';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

// 'page' on the page itself, 'true' on a page inside its section (a project's professionals).
function currentOf(destination: NavDestination, pathname: string, href: string, route: RouteName | undefined) {
  if (pathname === href.split('?')[0]) return 'page' as const;
  return route !== undefined && destination.section.includes(route) ? ('true' as const) : undefined;
}

export function NavLink({
  destination,
  className,
  onNavigate,
  children,
}: {
  destination: NavDestination;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const router = useRouter();
  const href = router.href(destination.route);
  return (
    <a
      href={href}
      className={className}
      data-testid={destination.testId}
      aria-current={currentOf(destination, router.pathname, href, router.match?.route.name)}
      onClick={(event) => {
        onNavigate?.();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children ?? destination.label}
    </a>
  );
}

// The signed-in person and what they can do with their session; for a visitor, the way in.
function SessionControls({ appStyle, onNavigate }: { appStyle: boolean; onNavigate: () => void }) {
  const { i18n } = useLingui();
  const { user, isAuthenticated, logout, busy } = useSession();
  const router = useRouter();
  const maySwitch = user !== null && user.__typename !== 'StaffUser' && (user.hasAssumableAccess || !!user.assumedBy);
  const switchHref = router.href('accountSwitch');
  const loginHref = router.href('login');
  return (
    <div className="session" data-testid="session">
      {user ? (
        <>
          <span className="signed-in-as">
            {i18n._({
              id: 'layout.signed-in-as',
              message: 'Signed in as {name}',
              values: { name: displayName(user) },
            })}
          </span>
          {maySwitch ? (
            <a
              href={switchHref}
              className="session-link"
              data-testid="nav-switch-account"
              aria-current={router.pathname === switchHref ? 'page' : undefined}
              onClick={(event) => {
                onNavigate();
                if (!isPlainClick(event)) return;
                event.preventDefault();
                router.navigate(switchHref);
              }}
            >
              {i18n._({ id: 'layout.nav.switch-account', message: 'Switch account' })}
            </a>
          ) : null}
          <button
            type="button"
            className="button secondary"
            data-testid="nav-sign-out"
            disabled={busy}
            onClick={async () => {
              const outcome = await logout();
              onNavigate();
              if (outcome.status === 'success') router.navigate(router.href('home'));
            }}
          >
            {i18n._({ id: 'layout.sign-out', message: 'Sign out' })}
          </button>
        </>
      ) : appStyle || isAuthenticated ? null : (
        // In the app-style UI a visitor's way in is a tab of the bottom bar. Signed in but not
        // known (the upstream could not say who, decision 027): nothing to offer either way.
        <a
          href={loginHref}
          className="button"
          data-testid="nav-log-in"
          aria-current={router.pathname === loginHref ? 'page' : undefined}
          onClick={(event) => {
            onNavigate();
            if (!isPlainClick(event)) return;
            event.preventDefault();
            router.navigate(loginHref);
          }}
        >
          {i18n._({ id: 'layout.log-in', message: 'Log in' })}
        </a>
      )}
    </div>
  );
}

// The header's navigation: destinations (unless the tab bar shows them) and the session controls.
export function SiteNavigation({ brand, appStyle }: { brand: Brand; appStyle: boolean }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const { pathname } = useRouter();
  const destinations = useNavDestinations(brand, navRoleOf(user));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again after each navigation
  useEffect(() => setOpen(false), [pathname]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  const close = () => setOpen(false);
  // A visitor in the app-style UI has every way on in the tab bar: there is nothing to fold away.
  const hasMenu = !(appStyle && user === null);

  return (
    <nav
      className={appStyle ? 'site-nav site-nav-app' : 'site-nav'}
      aria-label={i18n._({ id: 'layout.nav.label', message: 'Main' })}
      onKeyDown={onKeyDown}
    >
      {hasMenu ? (
        <button
          ref={button}
          type="button"
          className="nav-menu-button"
          data-testid="nav-menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span className="nav-menu-icon" aria-hidden="true" />
          {appStyle
            ? i18n._({ id: 'layout.nav.account-menu', message: 'Account' })
            : i18n._({ id: 'layout.nav.menu', message: 'Menu' })}
        </button>
      ) : null}
      <div id={panelId} className="nav-panel" data-open={open ? 'true' : 'false'}>
        {appStyle ? null : (
          <ul className="nav-list">
            {destinations.map((destination) => (
              <li key={destination.testId}>
                <NavLink destination={destination} onNavigate={close} />
              </li>
            ))}
          </ul>
        )}
        <SessionControls appStyle={appStyle} onNavigate={close} />
      </div>
    </nav>
  );
}

// §2.10 app-style UI: the role's main destinations as a bottom tab bar.
export function TabBar({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const { user, isAuthenticated } = useSession();
  const role = navRoleOf(user);
  const destinations = useNavDestinations(brand, role);
  // A signed-in person the upstream could not name (decision 027) is not offered to log in.
  const tabs: readonly NavDestination[] =
    role === 'visitor' && !isAuthenticated
      ? [
          ...destinations,
          {
            route: 'login',
            label: i18n._({ id: 'layout.log-in', message: 'Log in' }),
            testId: 'nav-log-in',
            section: ['login', 'loginOptions', 'loginPassword', 'loginOtp', 'forgotPassword'],
          },
        ]
      : destinations;
  return (
    <nav className="tab-bar" aria-label={i18n._({ id: 'layout.tab-bar.label', message: 'Main destinations' })}>
      <ul>
        {tabs.map((destination) => (
          <li key={destination.testId}>
            <NavLink destination={destination} className="tab" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The page context of the compact top bar: the section the page belongs to, else the product.
export function usePageContext(brand: Brand): string {
  const { i18n } = useLingui();
  const { user } = useSession();
  const { match } = useRouter();
  const destinations = useNavDestinations(brand, navRoleOf(user));
  const route = match?.route.name;
  if (route === undefined) return brand.productName;
  const section = destinations.find((destination) => destination.section.includes(route));
  if (section) return section.label;
  switch (route) {
    case 'accountSwitch':
      return i18n._({ id: 'layout.context.switch-account', message: 'Switch account' });
    case 'login':
    case 'loginOptions':
    case 'loginPassword':
    case 'loginOtp':
      return i18n._({ id: 'layout.context.log-in', message: 'Log in' });
    case 'forgotPassword':
    case 'resetPassword':
    case 'resetPasswordOtp':
      return i18n._({ id: 'layout.context.password', message: 'Password' });
    default:
      return brand.productName;
  }
}

// The home of the signed-in person's area, for the top bar's brand link.
export function useHomeRoute(): RouteName {
  const { user } = useSession();
  return user ? homeRouteFor(user.type) : 'home';
}
