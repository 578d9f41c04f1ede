// The site navigation for each kind of person (spec §6 areas by role). Wide screens show it inline;
// below breakpoint m it folds behind a disclosure button (aria-expanded, aria-controls; Escape
// closes it and gives focus back to the button). Where the app-style UI shows (§2.10) the role's
// main destinations are a bottom tab bar and the menu keeps only the account controls. Which of
// these a viewport sees is the styles' choice (web/styles/layout.css): the markup is the same at
// every width, so the server's page is the one the browser hydrates (decision 039).
import { useLingui } from '@lingui/react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Brand } from '../../shared/brands.ts';
import type { RouteName } from '../../shared/routes.ts';
import type { AppStyle } from '../lib/native/app-style.ts';
import { useRouter } from '../lib/router.tsx';
import { displayName, useSession } from '../lib/session.tsx';
import {
  accountRouteFor,
  homeRouteFor,
  type NavDestination,
  navRoleOf,
  useNavDestinations,
} from './nav-destinations.ts';
import { Icon } from './ui/icon.tsx';
import type { IconName } from './ui/icon-names.ts';

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
  testId = destination.testId,
  onNavigate,
  children,
}: {
  destination: NavDestination;
  className?: string;
  testId?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const router = useRouter();
  const href = router.href(destination.route);
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
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

// A link of the account menu: to a page of the person's own, closing the menu.
function PanelLink({
  route,
  testId,
  icon,
  onNavigate,
  children,
}: {
  route: RouteName;
  testId: string;
  icon: IconName;
  onNavigate: () => void;
  children: ReactNode;
}) {
  const router = useRouter();
  const href = router.href(route);
  return (
    <a
      href={href}
      className="session-link"
      data-testid={testId}
      aria-current={router.pathname === href ? 'page' : undefined}
      onClick={(event) => {
        onNavigate();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      <Icon icon={icon} />
      {children}
    </a>
  );
}

// The signed-in person and what they can do with their session; for a visitor, the way in (which
// the app style shows as a tab instead). On wide screens the person's controls fold behind an
// account button, a small menu of their own; in the narrow screens' sheet they are listed.
function SessionControls({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  const { user, isAuthenticated, logout, busy } = useSession();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const maySwitch = user !== null && user.__typename !== 'StaffUser' && (user.hasAssumableAccess || !!user.assumedBy);
  const accountRoute = user ? accountRouteFor(user.type) : null;
  const loginHref = router.href('login');

  // A press anywhere else closes the account menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const done = () => {
    setOpen(false);
    onNavigate();
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  if (!user) {
    // Signed in but not known (the upstream could not say who, decision 027): nothing to offer.
    return (
      <div className="session" data-testid="session">
        {isAuthenticated ? null : (
          <a
            href={loginHref}
            className="button session-log-in"
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

  const name = displayName(user);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the menu closes it
    <div className="session" data-testid="session" ref={area} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="account-button"
        data-testid="account-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="account-initials" aria-hidden="true">
          {`${user.firstName.slice(0, 1)}${user.lastName.slice(0, 1)}`}
        </span>
        <span className="account-name">{user.firstName}</span>
        <Icon icon="chevron-down" />
        <span className="visually-hidden">{i18n._({ id: 'layout.account-menu', message: 'Account menu' })}</span>
      </button>
      <div id={panelId} className="account-panel" data-open={open ? 'true' : 'false'}>
        <p className="signed-in-as">
          {i18n._({
            id: 'layout.signed-in-as',
            message: 'Signed in as {name}',
            values: { name },
          })}
        </p>
        {accountRoute ? (
          <PanelLink route={accountRoute} testId="nav-account" icon="user-round" onNavigate={done}>
            {i18n._({ id: 'layout.nav.your-account', message: 'Your account' })}
          </PanelLink>
        ) : null}
        {maySwitch ? (
          <PanelLink route="accountSwitch" testId="nav-switch-account" icon="arrow-left-right" onNavigate={done}>
            {i18n._({ id: 'layout.nav.switch-account', message: 'Switch account' })}
          </PanelLink>
        ) : null}
        <button
          type="button"
          className="button secondary"
          data-testid="nav-sign-out"
          disabled={busy}
          onClick={async () => {
            const outcome = await logout();
            done();
            if (outcome.status === 'success') router.navigate(router.href('home'));
          }}
        >
          <Icon icon="log-out" />
          {i18n._({ id: 'layout.sign-out', message: 'Sign out' })}
        </button>
      </div>
    </div>
  );
}

// The header's navigation: the destinations and the session controls, folded behind the menu
// button on narrow screens. `appStyle` says whether the tab bar may take the destinations over.
export function SiteNavigation({ brand, appStyle }: { brand: Brand; appStyle: AppStyle }) {
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

  return (
    <nav
      className="site-nav"
      aria-label={i18n._({ id: 'layout.nav.label', message: 'Main' })}
      // A visitor in the app style has every way on in the tab bar: the styles drop the menu.
      data-app-menu={appStyle !== 'never' && user === null ? 'empty' : undefined}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="nav-menu-button"
        data-testid="nav-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon icon={open ? 'x' : 'menu'} />
        <span className="nav-menu-label">{i18n._({ id: 'layout.nav.menu', message: 'Menu' })}</span>
      </button>
      <div id={panelId} className="nav-panel" data-open={open ? 'true' : 'false'}>
        <ul className="nav-list">
          {destinations.map((destination) => (
            <li key={destination.testId}>
              <NavLink destination={destination} onNavigate={close} />
            </li>
          ))}
        </ul>
        <SessionControls onNavigate={close} />
      </div>
    </nav>
  );
}

// §2.10 app-style UI: the role's main destinations as a bottom tab bar (the styles show it only
// where the app style applies). Its links are named tab-<name>, the header's nav-<name>.
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
            tabLabel: i18n._({ id: 'layout.tab.log-in', message: 'Log in' }),
            icon: 'log-in',
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
            <NavLink destination={destination} className="tab" testId={destination.testId.replace(/^nav-/, 'tab-')}>
              <Icon icon={destination.icon} className="tab-icon" />
              <span className="tab-label">{destination.tabLabel}</span>
            </NavLink>
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
