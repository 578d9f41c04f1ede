// The one header of every page kind: the brand's logo, the page's context where the app style
// shows (§2.10: a compact top bar naming the section), the navigation and the session. Public
// pages, signed-in pages and the app wrappers all show this component; the styles decide how much
// of it a viewport sees (web/styles/layout.css, decision 039).
import type { Brand } from '../../shared/brands.ts';
import type { AppStyle } from '../lib/native/app-style.ts';
import { Link } from '../lib/router.tsx';
import { SiteNavigation, useHomeRoute, usePageContext } from './navigation.tsx';
import { BrandLogo } from './ui/brand-logo.tsx';

export function SiteHeader({ brand, appStyle }: { brand: Brand; appStyle: AppStyle }) {
  const context = usePageContext(brand);
  const homeRoute = useHomeRoute();
  return (
    <header className="site-header" data-testid="site-header">
      <Link to={homeRoute} className="site-header-home">
        <BrandLogo brand={brand} />
      </Link>
      {appStyle === 'never' ? null : (
        <p className="site-header-context" data-testid="header-context">
          {context}
        </p>
      )}
      <SiteNavigation brand={brand} appStyle={appStyle} />
    </header>
  );
}
