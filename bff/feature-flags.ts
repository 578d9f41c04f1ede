// Spec §1 feature flags (shared/feature-flags.ts): all false unless the deployment turns them on,
// everywhere or for one brand: FEATURE_FLAGS=inbox,uk:priorityMatch.
import { type BrandId, isBrandId } from '../shared/brands.ts';
import {
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlags,
  featureFlagsWhere,
  isFeatureFlagName,
} from '../shared/feature-flags.ts';
import { Invalid } from '../shared/setting-parsers.ts';

export interface FeatureFlagConfig {
  readonly everywhere: ReadonlySet<FeatureFlagName>;
  readonly byBrand: ReadonlyMap<BrandId, ReadonlySet<FeatureFlagName>>;
}

// FEATURE_FLAGS as read at start (settings.ts): the flags it turns on, everywhere and per brand.
export function parseFeatureFlags(text: string): FeatureFlagConfig {
  const everywhere = new Set<FeatureFlagName>();
  const byBrand = new Map<BrandId, Set<FeatureFlagName>>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [first, second] = entry.split(':');
    const brand = second === undefined ? undefined : first;
    const flag = second ?? first ?? '';
    if (!isFeatureFlagName(flag) || (brand !== undefined && !isBrandId(brand))) {
      throw new Invalid(`takes flags (${FEATURE_FLAG_NAMES.join(', ')}), each optionally as brand:flag`, entry);
    }
    if (brand === undefined) everywhere.add(flag);
    else byBrand.set(brand as BrandId, new Set([...(byBrand.get(brand as BrandId) ?? []), flag]));
  }
  return { everywhere, byBrand };
}

export function featureFlagsFor(config: FeatureFlagConfig, brand: BrandId): FeatureFlags {
  return featureFlagsWhere((flag) => config.everywhere.has(flag) || (config.byBrand.get(brand)?.has(flag) ?? false));
}
