// Public profiles (spec §2.3 /{profile-prefix}/{serviceProSlug}) and the directory: a professional's
// company facts, work area, trades, services, photos and awards for everyone; their settings for
// themself and staff; their contact details only for those entitled to them (§2.7, §6).
import { type BrandId, isBrandId } from '../../../shared/brands.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { locationById } from '../../graphql/common-loaders.ts';
import { mayActFor } from '../access/policy.ts';
import { forbidden } from '../access/refusals.ts';
import type { UserRow } from '../identity/users.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';
import { mayReadContactDetails } from './contact-details.ts';
import { searchDirectory } from './directory-search.ts';
import { distanceIn } from './distance.ts';
import {
  autoRespondOfPro,
  awardsOfPro,
  nearestCity,
  photosOfPro,
  professionsOfPro,
  profileOfPro,
  servicesOfPro,
} from './loaders.ts';

// The default of company_profiles.auto_respond_daily_limit, for a professional without a company.
export const DEFAULT_AUTO_RESPOND_DAILY_LIMIT = 10;

export const profileResolvers: Resolvers = {
  Query: {
    directorySearch: (_root, { input, first, after, page }, { db }) =>
      searchDirectory(db, requireBrand(input.brand), input, { first, after, page }),
    // Only a live account has a public profile: not pending, disabled or anonymised, and not a
    // person who only acts for others.
    async servicePro(_root, { slug }, { db }) {
      const [pro] = await db.query<UserRow>(
        `SELECT * FROM users
          WHERE slug = $1 AND type = 'SERVICE_PRO' AND status = 'ACTIVE' AND NOT assumable_only
            AND anonymised_at IS NULL`,
        [slug],
      );
      return pro ?? null;
    },
  },
  ServicePro: {
    // §2.7: contact details once shortlisted or hired. The email cannot be null in the contract, so
    // withholding it is a FORBIDDEN error; the phone is optional and is simply absent.
    async email(pro, _args, context) {
      if (await mayReadContactDetails(context, pro.id)) return pro.email;
      throw forbidden('Contact details are shown once the professional is shortlisted or hired');
    },
    phone: async (pro, _args, context) => ((await mayReadContactDetails(context, pro.id)) ? pro.phone : null),
    bio: async (pro, _args, context) => (await profileOfPro(context).load(pro.id))?.bio ?? null,
    foundedYear: async (pro, _args, context) => (await profileOfPro(context).load(pro.id))?.founded_year ?? null,
    isVerified: async (pro, _args, context) => (await profileOfPro(context).load(pro.id))?.is_verified ?? false,
    lastActiveAt: async (pro, _args, context) => (await profileOfPro(context).load(pro.id))?.last_active_at ?? null,
    async workArea(pro, _args, context) {
      const profile = await profileOfPro(context).load(pro.id);
      const brand = [profile?.brand, pro.brand].find((value): value is BrandId => !!value && isBrandId(value));
      if (!profile || profile.work_radius_km === null || !brand) return null;
      const market = marketOf(brand);
      // The company's own place when it named one, else the city nearest the work area's centre.
      let centre = profile.primary_locality_id
        ? await locationById(context).load(profile.primary_locality_id)
        : undefined;
      if (!centre && profile.work_latitude !== null && profile.work_longitude !== null) {
        centre = await nearestCity(context).load(
          `${market.country}|${profile.work_latitude}|${profile.work_longitude}`,
        );
      }
      return centre ? { centre, radius: distanceIn(profile.work_radius_km, market.distanceUnit) } : null;
    },
    professions: (pro, _args, context) => professionsOfPro(context).load(pro.id),
    services: (pro, _args, context) => servicesOfPro(context).load(pro.id),
    photos: (pro, _args, context) => photosOfPro(context).load(pro.id),
    awards: (pro, _args, context) => awardsOfPro(context).load(pro.id),
    async settings(pro, _args, context) {
      if (!(await mayActFor(context.db, context.viewer, pro.id))) return null;
      const [profile, autoRespondEnabled] = await Promise.all([
        profileOfPro(context).load(pro.id),
        autoRespondOfPro(context).load(pro.id),
      ]);
      return {
        autoRespondEnabled,
        autoRespondDailyLimit: profile?.auto_respond_daily_limit ?? DEFAULT_AUTO_RESPOND_DAILY_LIMIT,
      };
    },
  },
  ProPhoto: {
    // Files are served by the upstream under /files/.
    url: (photo) => `/files/${photo.file_name}`,
  },
};
