// The page frame every route shares: the global banners (§2.10), header with the brand, the
// navigation and the session, main, footer, and the notification region. Where the app-style UI
// applies (§2.10) the frame is app-like instead: a compact top bar with the page's context, a
// bottom tab bar with the role's main destinations, and no marketing footer.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../shared/brands.ts';
import { useAppStyle } from '../lib/native/app-style.ts';
import { Link, useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { Toaster } from '../lib/toasts/toaster.tsx';
import { BannerRegion } from './banners/banner-region.tsx';
import { SessionBanners } from './banners/session-banners.tsx';
import { SiteNavigation, TabBar, useHomeRoute, usePageContext } from './navigation.tsx';

export function Layout({ brand, children }: { brand: Brand; children: ReactNode }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const { match } = useRouter();
  // Staff and system users follow the visitors' rule (web/lib/native/app-style.ts).
  const userType = user?.type === 'CONSUMER' || user?.type === 'SERVICE_PRO' ? user.type : null;
  const appStyle = useAppStyle(userType, match?.route.page ?? null);
  const context = usePageContext(brand);
  const homeRoute = useHomeRoute();

  return (
    <div className={appStyle ? 'shell app-style' : 'shell'} data-app-style={appStyle ? 'true' : undefined}>
      <BannerRegion>
        <SessionBanners />
      </BannerRegion>
      <a className="skip-link" href="#main">
        {i18n._({ id: 'layout.skip-to-content', message: 'Skip to main content' })}
      </a>
      {appStyle ? (
        <header className="app-bar">
          <Link to={homeRoute} className="app-bar-home">
            <span className="visually-hidden">{brand.productName}</span>
            <span className="app-bar-mark" aria-hidden="true">
              {brand.productName.slice(0, 1)}
            </span>
          </Link>
          <p className="app-bar-context" data-testid="app-bar-context">
            {context}
          </p>
          <SiteNavigation brand={brand} appStyle />
        </header>
      ) : (
        <header className="site-header">
          <Link to="home" className="brand-name">
            {brand.productName}
          </Link>
          <SiteNavigation brand={brand} appStyle={false} />
        </header>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {appStyle ? (
        <TabBar brand={brand} />
      ) : (
        <footer className="site-footer">
          <nav aria-label={i18n._({ id: 'layout.footer.label', message: 'Legal' })}>
            <Link to="privacyPolicy">{i18n._({ id: 'layout.footer.privacy', message: 'Privacy policy' })}</Link>
            <Link to="cookiePolicy">{i18n._({ id: 'layout.footer.cookies', message: 'Cookie policy' })}</Link>
            <Link to="termsConditions">{i18n._({ id: 'layout.footer.terms', message: 'Terms and conditions' })}</Link>
          </nav>
          <p>{brand.productName}</p>
        </footer>
      )}
      <Toaster />
    </div>
  );
}
