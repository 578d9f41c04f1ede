// The page frame every route shares: the global banners (§2.10), header with the brand and the
// session, main, footer, and the notification region.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Brand } from '../../shared/brands.ts';
import { Link, useRouter } from '../lib/router.tsx';
import { displayName, useSession } from '../lib/session.tsx';
import { Toaster } from '../lib/toasts/toaster.tsx';
import { BannerRegion } from './banners/banner-region.tsx';
import { SessionBanners } from './banners/session-banners.tsx';

export function Layout({ brand, children }: { brand: Brand; children: ReactNode }) {
  const { i18n } = useLingui();
  const { user, logout, busy } = useSession();
  const router = useRouter();
  const jobPostRoute = brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';

  return (
    <div className="shell">
      <BannerRegion>
        <SessionBanners />
      </BannerRegion>
      <a className="skip-link" href="#main">
        {i18n._({ id: 'layout.skip-to-content', message: 'Skip to main content' })}
      </a>
      <header className="site-header">
        <Link to="home" className="brand-name">
          {brand.productName}
        </Link>
        <nav aria-label={i18n._({ id: 'layout.nav.label', message: 'Main' })}>
          <Link to="findAPro">{i18n._({ id: 'layout.nav.find-a-pro', message: 'Find a tradesperson' })}</Link>
          <Link to={jobPostRoute}>{i18n._({ id: 'layout.nav.post-a-job', message: 'Post a job' })}</Link>
        </nav>
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
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={async () => {
                  await logout();
                  router.navigate(router.href('home'));
                }}
              >
                {i18n._({ id: 'layout.sign-out', message: 'Sign out' })}
              </button>
            </>
          ) : (
            <Link to="login" className="button">
              {i18n._({ id: 'layout.log-in', message: 'Log in' })}
            </Link>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={i18n._({ id: 'layout.footer.label', message: 'Legal' })}>
          <Link to="privacyPolicy">{i18n._({ id: 'layout.footer.privacy', message: 'Privacy policy' })}</Link>
          <Link to="cookiePolicy">{i18n._({ id: 'layout.footer.cookies', message: 'Cookie policy' })}</Link>
          <Link to="termsConditions">{i18n._({ id: 'layout.footer.terms', message: 'Terms and conditions' })}</Link>
        </nav>
        <p>{brand.productName}</p>
      </footer>
      <Toaster />
    </div>
  );
}
