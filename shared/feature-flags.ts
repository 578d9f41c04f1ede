// Spec §1 feature flags. The BFF turns them on per deployment and brand (FEATURE_FLAGS) and answers
// them in its `featureFlags` query (schema/bff.graphql); the client reads them from there.
export const FEATURE_FLAG_NAMES = ['newProposalView', 'priorityMatch', 'sponsoredPlacementV2', 'inbox'] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name);
}

// Every flag, each on where `on` says so.
export function featureFlagsWhere(on: (name: FeatureFlagName) => boolean): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, on(name)])) as Record<FeatureFlagName, boolean>;
}
