// The page frame every route shares: the global banners (§2.10), the header with the brand, main,
// the footer, and the notification region. Where the app-style UI applies (§2.10) the frame is
// app-like instead: a compact top bar with the page's context, a bottom tab bar with the role's
// main destinations, and no marketing footer. The server decides whether the page may take that
// look (page, person, app wrapper) and writes it on the shell; the styles apply it below
// breakpoint m, or at every width inside the apps (decision 039).
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../shared/brands.ts';
import { useAppStyle } from '../lib/native/app-style.ts';
import { useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { DeferredToaster } from '../lib/toasts/deferred-toaster.tsx';
import { BannerRegion } from './banners/banner-region.tsx';
import { SessionBanners } from './banners/session-banners.tsx';
import { TabBar } from './navigation.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function Layout({ brand, inApp = false, children }: { brand: Brand; inApp?: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const { match } = useRouter();
  // Staff and system users follow the visitors' rule (web/lib/native/app-style.ts).
  const userType = user?.type === 'CONSUMER' || user?.type === 'SERVICE_PRO' ? user.type : null;
  const appStyle = useAppStyle(userType, match?.route.page ?? null, inApp);

  return (
    <div className="shell" data-app-style={appStyle === 'never' ? undefined : appStyle}>
      <BannerRegion>
        <SessionBanners />
      </BannerRegion>
      <a className="skip-link" href="#main">
        {i18n._({ id: 'layout.skip-to-content', message: 'Skip to main content' })}
      </a>
      <SiteHeader brand={brand} appStyle={appStyle} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {appStyle === 'always' ? null : <SiteFooter brand={brand} />}
      {appStyle === 'never' ? null : <TabBar brand={brand} />}
      <DeferredToaster />
    </div>
  );
}
