// The toasts' region (toaster.tsx) is code no page needs to show or hydrate: it is fetched once the
// page has hydrated, and shown from then on. A toast raised before waits in the store (toast.ts) and
// appears with it. The server renders no region, so the page hydrates as it was sent.
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { reportError } from '../report.ts';

// Code that cannot be fetched (offline, or a new deploy replaced the files) leaves the page without
// toasts, never without the page.
const Toaster = lazy<ComponentType>(() =>
  import('./toaster.tsx').then(
    (module) => ({ default: module.Toaster }),
    (error: unknown) => {
      reportError(error, { tags: { source: 'toaster-code' } });
      return { default: () => null };
    },
  ),
);

export function DeferredToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
