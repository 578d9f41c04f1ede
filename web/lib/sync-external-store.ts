// SWR asks for use-sync-external-store's shim, which React 18 and later make needless: the build
// points that import here (scripts/build.ts), at React's own hook, so the shim is not shipped.
export { useSyncExternalStore } from 'react';
