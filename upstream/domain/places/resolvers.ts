// The places area: checking a postal code before a job is posted, and the towns the job form
// offers when a well-formed code is of no known place (decision record 029).
import type { Resolvers } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';
import { lookUpPostalCode } from './job-place.ts';
import { MAX_TOWNS, searchTowns } from './towns.ts';

// What a person types into one field, and no more.
const MAX_QUERY_LENGTH = 100;

export const placesResolvers: Resolvers = {
  Query: {
    postalCode: async (_root, { brand, postalCode }, { db }) => {
      const found = await lookUpPostalCode(db, marketOf(requireBrand(brand)).country, postalCode);
      if (found.status === 'INVALID') return { status: 'INVALID', postalCode: null, townName: null };
      return {
        status: found.status,
        postalCode: found.code,
        townName: found.status === 'KNOWN' ? found.place.townName : null,
      };
    },
    towns: (_root, { brand, query, first }) => {
      const country = marketOf(requireBrand(brand)).country;
      const count = first ?? 8;
      if (!Number.isInteger(count) || count < 1 || count > MAX_TOWNS) {
        throw refusal(`first must be between 1 and ${MAX_TOWNS}`, 'BAD_USER_INPUT');
      }
      if (query.length > MAX_QUERY_LENGTH) throw refusal('query is too long', 'BAD_USER_INPUT');
      return searchTowns(country, query, count);
    },
  },
};
