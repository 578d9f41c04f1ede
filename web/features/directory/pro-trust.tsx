// A professional's checks and awards, as the API reports them (spec §3 awards): the verified badge
// when their business was checked, the background-checked badge when staff approved their
// certificate of good conduct (decision 078), and each award with its year.
import { useLingui } from '@lingui/react';
import { AwardBadge, BackgroundCheckedBadge, VerifiedBadge } from '../../components/ui/trust.tsx';
import type { Award } from '../../generated/graphql.ts';

interface TrustProps {
  readonly isVerified: boolean;
  // Absent where the page did not ask (a card from an older query): no badge.
  readonly backgroundChecked?: boolean | undefined;
  readonly awards: readonly { readonly award: Award; readonly year: number }[];
  // In a list, a verified pro's "checks passed" award is left to the verified badge, which says it.
  readonly compact?: boolean;
}

export function useAwardLabel(): (award: Award, year: number) => string {
  const { i18n } = useLingui();
  return (award, year) => {
    switch (award) {
      case 'BEST_OF_AWARD':
        return i18n._({ id: 'directory.award.best-of', message: 'Best of {year}', values: { year } });
      case 'BEST_OF_NEWLY_LISTED_AWARD':
        return i18n._({ id: 'directory.award.best-newcomer', message: 'Best newcomer {year}', values: { year } });
      case 'BEST_OF_THE_BEST_AWARD':
        return i18n._({ id: 'directory.award.best-of-the-best', message: 'Best of the best {year}', values: { year } });
      case 'GIVING_BACK_AWARD':
        return i18n._({ id: 'directory.award.giving-back', message: 'Giving back {year}', values: { year } });
      case 'VERIFICATION_BADGE':
        return i18n._({ id: 'directory.award.verification', message: 'Checks passed in {year}', values: { year } });
    }
  };
}

export function ProTrust({ isVerified, backgroundChecked = false, awards: all, compact = false }: TrustProps) {
  const { i18n } = useLingui();
  const label = useAwardLabel();
  const awards = compact && isVerified ? all.filter(({ award }) => award !== 'VERIFICATION_BADGE') : all;
  if (!isVerified && !backgroundChecked && awards.length === 0) {
    return (
      <p className="pro-trust pro-trust-none">
        {i18n._({ id: 'directory.trust.not-verified', message: 'Not verified yet' })}
      </p>
    );
  }
  return (
    <ul
      className="pro-trust"
      aria-label={i18n._({ id: 'directory.trust.label', message: 'Checks and awards' })}
      data-testid="pro-trust"
    >
      {isVerified ? (
        <li>
          <VerifiedBadge />
        </li>
      ) : null}
      {backgroundChecked ? (
        <li data-testid="pro-background-checked">
          <BackgroundCheckedBadge />
        </li>
      ) : null}
      {awards.map(({ award, year }) => (
        <li key={`${award}-${year}`}>
          <AwardBadge>{label(award, year)}</AwardBadge>
        </li>
      ))}
    </ul>
  );
}
