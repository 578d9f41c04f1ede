// What a professional offers and where (schema/upstream/pro-services.graphql). The root rules let
// a professional read and their holder or a MANAGER change; each answer is the account acted as.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { addProfession, chooseServices, removeProfession, servicePreferences, setWorkArea } from './preferences.ts';

export const proServicesResolvers: Resolvers = {
  Query: {
    myServicePreferences: (_root, _args, { db, viewer }) => servicePreferences(db, signedIn(viewer).userId),
  },
  Mutation: {
    addProfession: (_root, { professionId }, { db, viewer }) =>
      addProfession(db, signedIn(viewer).userId, professionId),
    removeProfession: (_root, { professionId }, { db, viewer }) =>
      removeProfession(db, signedIn(viewer).userId, professionId),
    chooseServices: (_root, { input }, { db, viewer }) => chooseServices(db, signedIn(viewer).userId, input),
    setWorkArea: (_root, { input }, { db, viewer }) => setWorkArea(db, signedIn(viewer).userId, input),
  },
};
