// Spec §1 feature flags (shared/feature-flags.ts), supplied to the whole client. Every flag is off
// unless the server says otherwise (the BFF's `featureFlags` query, FeatureFlagsDocument), and
// reading one outside the supplier is an error.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { featureFlagsWhere } from '../../shared/feature-flags.ts';
import type { FeatureFlagsQuery } from '../generated/graphql.ts';

export type FeatureFlags = FeatureFlagsQuery['featureFlags'];

export type FeatureFlagName = keyof FeatureFlags;

// A flag the schema answers but shared/ does not name fails the typecheck here.
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = featureFlagsWhere(() => false);

// Only `true` turns a flag on: a flag the server left out, or sent as anything else, stays off.
export function toFeatureFlags(flags: Partial<Record<string, unknown>> | null | undefined): FeatureFlags {
  return featureFlagsWhere((name) => flags?.[name] === true);
}

const FeatureFlagContext = createContext<FeatureFlags | null>(null);

export function FeatureFlagProvider({
  flags,
  children,
}: {
  flags?: Partial<FeatureFlags> | null;
  children: ReactNode;
}) {
  const value = useMemo(() => toFeatureFlags(flags), [flags]);
  return <FeatureFlagContext.Provider value={value}>{children}</FeatureFlagContext.Provider>;
}

export function useFeatureFlagContext(): FeatureFlags {
  const flags = useContext(FeatureFlagContext);
  // §1: the exact wording is part of the product's behaviour.
  if (!flags) throw new Error('useFeatureFlagContext must be inside an FeatureFlagProvider');
  return flags;
}
