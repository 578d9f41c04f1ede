// Spec §1 feature flags: newProposalView, priorityMatch, sponsoredPlacementV2, inbox — all false unless
// the deployment turns them on, everywhere or for one brand: FEATURE_FLAGS=inbox,uk:priorityMatch.
import { type BrandId, isBrandId } from '../shared/brands.ts';

export const FEATURE_FLAG_NAMES = ['newProposalView', 'priorityMatch', 'sponsoredPlacementV2', 'inbox'] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

export interface FeatureFlagConfig {
  readonly everywhere: ReadonlySet<FeatureFlagName>;
  readonly byBrand: ReadonlyMap<BrandId, ReadonlySet<FeatureFlagName>>;
}

const isFlag = (name: string): name is FeatureFlagName => (FEATURE_FLAG_NAMES as readonly string[]).includes(name);

// The flags the setting turns on, or a message saying what is wrong with it.
export function parseFeatureFlags(raw: string | undefined): FeatureFlagConfig | string {
  const everywhere = new Set<FeatureFlagName>();
  const byBrand = new Map<BrandId, Set<FeatureFlagName>>();
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [first, second] = entry.split(':');
    const brand = second === undefined ? undefined : first;
    const flag = second ?? first ?? '';
    if (!isFlag(flag) || (brand !== undefined && !isBrandId(brand))) {
      return `FEATURE_FLAGS takes flags (${FEATURE_FLAG_NAMES.join(', ')}), each optionally as brand:flag, not "${entry}"`;
    }
    if (brand === undefined) everywhere.add(flag);
    else byBrand.set(brand as BrandId, new Set([...(byBrand.get(brand as BrandId) ?? []), flag]));
  }
  return { everywhere, byBrand };
}

export function featureFlagsFor(config: FeatureFlagConfig, brand: BrandId): FeatureFlags {
  const on = (flag: FeatureFlagName) => config.everywhere.has(flag) || (config.byBrand.get(brand)?.has(flag) ?? false);
  return {
    newProposalView: on('newProposalView'),
    priorityMatch: on('priorityMatch'),
    sponsoredPlacementV2: on('sponsoredPlacementV2'),
    inbox: on('inbox'),
  };
}
