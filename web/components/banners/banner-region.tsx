// §2.10: the global banners at the top of the page, most important first: the offline banner,
// then the banners passed in (the session's impersonation and assumed-account banners), then the
// system banners.
import type { ReactNode } from 'react';
import { OfflineBanner } from './offline-banner.tsx';

export function BannerRegion({ children, systemBanners }: { children?: ReactNode; systemBanners?: ReactNode }) {
  return (
    <div className="banner-region">
      <OfflineBanner />
      {children}
      {systemBanners}
    </div>
  );
}
