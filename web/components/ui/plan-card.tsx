// A plan a customer may choose (a package, a placement): its name, its price large with what the
// price is for, the points it includes each with a tick, and its action — or, for the plan they are
// on, a pill saying so. Cards sit in a PlanCards list: one column on a phone, side by side wider.
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { StatusPill } from './trust.tsx';

export function PlanCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="plan-cards" aria-label={label}>
      {children}
    </ul>
  );
}

export function PlanCard({
  name,
  price,
  per,
  points,
  current,
  highlighted = false,
  action,
  testId,
}: {
  name: string;
  price: string;
  // What the price is for ("a month, excl. VAT").
  per: string;
  points: readonly string[];
  // The words of the pill on the plan the customer is on; undefined on the others.
  current?: string | undefined;
  highlighted?: boolean;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <li className={`card plan-card${highlighted ? ' plan-card-highlighted' : ''}`} data-testid={testId}>
      <h2 className="plan-card-name">{name}</h2>
      <p className="plan-card-price">
        <strong>{price}</strong> <span>{per}</span>
      </p>
      <ul className="plan-card-points">
        {points.map((point) => (
          <li key={point}>
            <Icon icon="badge-check" />
            {point}
          </li>
        ))}
      </ul>
      <div className="plan-card-action">{current ? <StatusPill tone="good">{current}</StatusPill> : action}</div>
    </li>
  );
}
