// A page that fails while rendering shows the translated "Internal server error" page (or "No
// connection" when the failure was the network's) inside the shell instead of a blank screen; the
// failure is reported (spec §8). Moving to another page tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../../components/error-page.tsx';
import { classifyError } from '../../lib/error-messages.ts';
import { reportError } from '../../lib/report.ts';
import { useRouter } from '../../lib/router.tsx';

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
    const kind = classifyError(this.state.error) === 'noConnection' ? 'no-connection' : 'internal-server-error';
    return <ErrorPage kind={kind} />;
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  return <Boundary key={pathname}>{children}</Boundary>;
}
