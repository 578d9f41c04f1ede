// The states a page of data goes through: loading, failed (with a way to try again), empty, and
// more to load. Every one of them says so in words, for screen readers too.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../../lib/error-messages.ts';

export function Loading({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <p className="loading" role="status">
      {label ?? i18n._({ id: 'ui.loading', message: 'Loading…' })}
    </p>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui();
  const message = useErrorMessage()(error);
  return (
    <div className="load-failed" role="alert">
      <p>{message ?? i18n._({ id: 'ui.load-failed', message: 'This could not be loaded.' })}</p>
      {onRetry ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          {i18n._({ id: 'ui.try-again', message: 'Try again' })}
        </button>
      ) : null}
    </div>
  );
}

// Shows the children once the data is there; the loading or failed state until then.
export function QueryState<TData>({
  data,
  error,
  onRetry,
  children,
}: {
  data: TData | undefined;
  error: unknown;
  onRetry?: () => void;
  children: (data: TData) => ReactNode;
}) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadFailed error={error} onRetry={onRetry} />;
  return <Loading />;
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <h2>{title}</h2>
      {children}
      {action ? <div className="actions">{action}</div> : null}
    </div>
  );
}

export function LoadMore({
  hasMore,
  isLoadingMore,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { i18n } = useLingui();
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <button type="button" className="button secondary" disabled={isLoadingMore} onClick={onLoadMore}>
        {isLoadingMore
          ? i18n._({ id: 'ui.loading-more', message: 'Loading more…' })
          : i18n._({ id: 'ui.load-more', message: 'Show more' })}
      </button>
    </div>
  );
}
