import { ErrorPage } from './error-page.tsx';

// Visitor/Error for an address that matches no route.
export function NotFoundPage() {
  return <ErrorPage kind="not-found" />;
}
