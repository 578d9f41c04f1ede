// The states a page of data goes through: loading, failed (with a way to try again), empty, and
// more to load. Every one of them says so in words, for screen readers too; the loading state can
// take the shape of the content it waits for (cards), so nothing jumps when the content arrives.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

export function Loading({
  label,
  shape = 'line',
  count = 3,
}: {
  label?: string;
  // 'line': a short line with a spinner; 'cards': grey placeholders shaped like a list of cards.
  shape?: 'line' | 'cards';
  // How many placeholder cards ('cards' only).
  count?: number;
}) {
  const { i18n } = useLingui();
  const text = label ?? i18n._({ id: 'ui.loading', message: 'Loading…' });
  if (shape === 'cards') {
    return (
      <div className="skeleton-list" aria-busy="true" data-testid="loading-cards">
        <p className="visually-hidden" role="status">
          {text}
        </p>
        <ul className="list" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <li key={index} className="card skeleton-card">
              <span className="skeleton skeleton-eyebrow" />
              <span className="skeleton skeleton-title" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line skeleton-short" />
              <span className="skeleton-chips">
                <span className="skeleton skeleton-chip" />
                <span className="skeleton skeleton-chip" />
                <span className="skeleton skeleton-chip" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <p className="loading" role="status">
      <Icon icon="loader-circle" className="loading-spinner" />
      {text}
    </p>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui();
  const message = useErrorMessage()(error);
  return (
    <div className="load-failed" role="alert">
      <span className="state-icon state-icon-bad">
        <Icon icon="circle-exclamation-point" />
      </span>
      <p className="load-failed-message">
        {message ?? i18n._({ id: 'ui.load-failed', message: 'This could not be loaded.' })}
      </p>
      {onRetry ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          <Icon icon="rotate-cw" />
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

// Nothing to show yet: what is missing (the title), why or what will come (the children), and the
// next thing to do (the action).
export function EmptyState({
  title,
  children,
  action,
  icon = 'inbox',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="empty-state">
      <span className="state-icon">
        <Icon icon={icon} />
      </span>
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
