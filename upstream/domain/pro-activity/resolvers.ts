// A professional's activity at a glance (schema/upstream/pro-activity.graphql, spec §2.7): their
// responses of one tab by service, and what happened since their previous visit. The root rules let
// only professionals through; each answer reads the caller's own rows only.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { activityServices } from './activity-services.ts';
import { previousVisitEnd } from './visits.ts';
import { welcomeBack } from './welcome-back.ts';

export const proActivityResolvers: Resolvers = {
  Query: {
    activityServices: (_root, { tab }, { db, viewer }) => activityServices(db, signedIn(viewer).userId, tab),
    welcomeBack: (_root, _args, { db, viewer }) => welcomeBack(db, signedIn(viewer).userId),
    myPreviousVisitEnd: (_root, _args, { db, viewer }) => previousVisitEnd(db, signedIn(viewer).userId),
  },
};
