// What something offers, point by point: each point an icon on the brand's soft colour, a short
// title and a sentence (a landing page's reasons, an introduction's steps). A list, so a screen
// reader says how many points there are. A point may carry where it stands (a status pill).
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

export interface Feature {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  readonly status?: ReactNode;
}

export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature.title} className="feature">
          <span className="feature-icon">
            <Icon icon={feature.icon} />
          </span>
          <span className="feature-body">
            <strong className="feature-title">{feature.title}</strong>
            <span className="feature-text">{feature.text}</span>
            {feature.status ? <span className="feature-status">{feature.status}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
