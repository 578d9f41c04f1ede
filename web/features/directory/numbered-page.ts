// A directory page past the first (`?page=n`) is its own page to search engines: its own canonical
// address and a title that says which page it is (issue 21). The filters (order, photos) are views
// of the same page and stay out of the canonical address.
import { useLingui } from '@lingui/react';
import { listingPageOf } from '../../lib/listing-page.ts';
import { useRouter } from '../../lib/router.tsx';

export function useNumberedPage(): {
  readonly titled: (title: string) => string;
  readonly canonical: { readonly canonicalSearch?: string };
} {
  const { i18n } = useLingui();
  const page = listingPageOf(useRouter().query) ?? 1;
  if (page === 1) return { titled: (title) => title, canonical: {} };
  return {
    titled: (title) => i18n._({ id: 'directory.title-page', message: '{title}, page {page}', values: { title, page } }),
    canonical: { canonicalSearch: `?page=${page}` },
  };
}
