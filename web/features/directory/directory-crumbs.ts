// Where every directory page sits, for search engines' breadcrumbs: the site's home, then the
// directory; each page adds itself.
import { useLingui } from '@lingui/react';
import { useRouter } from '../../lib/router.tsx';
import type { Crumb } from '../../lib/structured-data.ts';

export function useDirectoryCrumbs(): Crumb[] {
  const { i18n } = useLingui();
  const router = useRouter();
  return [
    { name: router.brand.productName, path: '/' },
    { name: i18n._({ id: 'layout.nav.find-a-pro', message: 'Find a tradesperson' }), path: router.href('findAPro') },
  ];
}
