// The filters of a list whose state is in the address (the staff's tables): a plain GET form, so
// applying them loads the list for the new address — shareable, and working before the script has
// run. Hidden fields keep what the filters do not show (the order); a new filter starts at page 1.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

export function FilterBar({
  label,
  action,
  keep = {},
  clearHref,
  children,
  testId,
}: {
  // What is filtered, for screen readers ("Filter the accounts").
  label: string;
  // The list's own address, without its query.
  action: string;
  // Query parameters kept as they are (the order), by name.
  keep?: Readonly<Record<string, string | null | undefined>>;
  // The list without filters, when any is set.
  clearHref?: string | null;
  children: ReactNode;
  testId?: string;
}) {
  const { i18n } = useLingui();
  return (
    <search aria-label={label}>
      <form className="filter-bar" method="get" action={action} data-testid={testId}>
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="filter-bar-fields">{children}</div>
        <div className="filter-bar-actions">
          <button type="submit" className="button">
            <Icon icon="search" />
            {i18n._({ id: 'ui.filters.apply', message: 'Show' })}
          </button>
          {clearHref ? (
            <a className="button ghost" href={clearHref}>
              {i18n._({ id: 'ui.filters.clear', message: 'Clear filters' })}
            </a>
          ) : null}
        </div>
      </form>
    </search>
  );
}
