// The catalogue area: taxonomy and places, content pages, the professional directory and public
// profiles. Each part keeps its own resolver map; they are merged here field by field.
import type { Resolvers } from '../../generated/graphql.ts';
import { contentResolvers } from './content.ts';
import { profileResolvers } from './profile-resolvers.ts';
import { taxonomyResolvers } from './taxonomy-resolvers.ts';

export const catalogueResolvers: Resolvers = {
  ...taxonomyResolvers,
  ...contentResolvers,
  ...profileResolvers,
  Query: { ...taxonomyResolvers.Query, ...contentResolvers.Query, ...profileResolvers.Query },
};
