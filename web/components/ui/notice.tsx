// A notice about the person's account that stays until what it says changes (a suspension, a
// payment that failed): a heading and its sentences in a card edged in its tone's colour, with an
// icon. An urgent one is read out when it appears (role="status"); it is never a modal.
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

const ICONS = { warn: 'clock', bad: 'circle-exclamation-point', good: 'badge-check' } as const;

export function Notice({
  tone = 'warn',
  title,
  children,
  testId,
}: {
  tone?: 'warn' | 'bad' | 'good';
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={`notice notice-${tone}`} role="status" data-testid={testId}>
      <Icon icon={ICONS[tone]} />
      <div>
        <h2>{title}</h2>
        {children}
      </div>
    </section>
  );
}
