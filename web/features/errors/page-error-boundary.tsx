// A page that fails while rendering shows the translated "Internal server error" page (or "No
// connection" when the failure was the network's, "Temporarily unavailable" when the BFF answered
// that the upstream is, decision 027) inside the shell instead of a blank screen; the failure is
// reported (spec §8). Moving to another page tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage, type ErrorPageKind } from '../../components/error-page.tsx';
import { classifyError, type ErrorKind } from '../../lib/error-messages.ts';
import { reportError } from '../../lib/report.ts';
import { useRouter } from '../../lib/router.tsx';

// The failures that have a page of their own; any other is an internal server error.
const PAGE_KIND: Partial<Record<ErrorKind, ErrorPageKind>> = {
  noConnection: 'no-connection',
  unavailable: 'unavailable',
};

interface BoundaryState {
  readonly error: unknown;
  readonly failed: boolean;
}

class Boundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { tags: { source: 'Page' }, extra: { componentStack: info.componentStack } });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage kind={PAGE_KIND[classifyError(this.state.error)] ?? 'internal-server-error'} />;
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  return <Boundary key={pathname}>{children}</Boundary>;
}
