// Demo professionals: a company named in the brand's language, a work area around a real city,
// the services and trades they offer with their qualification, a bio, awards, photos and activity.
import type { Row } from './bulk-insert.ts';
import type { Profession, Service } from './catalogue.ts';
import { fill, inSentence, say, slugify } from './language.ts';
import { makePerson, type Person, userRow } from './people.ts';
import type { DemoPhoto } from './photos.ts';
import { type City, near } from './places.ts';
import { Random } from './random.ts';
import { QUALIFIED_TRADES } from './skill-questions.ts';
import { cityWeights, daysBefore, hoursAfter, type World } from './world.ts';

export type Qualification = 'FAILED' | 'MANUAL' | 'PASSED' | 'PENDING';

export interface Pro extends Person {
  readonly isDemo: boolean;
  readonly slug: string | null;
  readonly company: string;
  readonly city: City;
  readonly latitude: number;
  readonly longitude: number;
  readonly radiusKm: number;
  readonly services: readonly Service[];
  readonly professions: readonly (readonly [Profession, Qualification])[];
  readonly foundedYear: number;
  readonly verified: boolean;
  readonly bio: string;
  readonly lastActiveAt: Date;
  readonly awards: readonly (readonly [string, number])[];
  readonly photos: readonly DemoPhoto[];
}

const RADII = [10, 15, 20, 25, 30, 40, 50, 60];
const AWARDS = ['BEST_OF_AWARD', 'BEST_OF_NEWLY_LISTED_AWARD', 'BEST_OF_THE_BEST_AWARD', 'GIVING_BACK_AWARD'];

function bioOf(world: World, random: Random, company: string, city: City, year: number, services: readonly Service[]) {
  const names = random.sample(services, 2).map((service) => inSentence(service.name, world.brand));
  return fill(random.pick(world.phrases.bios), {
    company,
    city: city.name,
    year,
    services: names.join(world.phrases.and),
  });
}

// The pictures of the work of a professional's trades, main trade first.
function photosOf(world: World, professions: readonly (readonly [Profession, Qualification])[]): DemoPhoto[] {
  return professions.flatMap(([profession]) => world.photos.filter((photo) => photo.trade === profession.trade.key));
}

function lastActive(world: World, random: Random): Date {
  const days = random.weighted<[number, number]>([
    [[0, 2], 40],
    [[2, 14], 30],
    [[14, 60], 20],
    [[60, 400], 10],
  ]);
  return daysBefore(world.now, random.between(days[0], days[1]));
}

function awardsOf(world: World, random: Random, verified: boolean): [string, number][] {
  const year = world.now.getUTCFullYear();
  const awards: [string, number][] = [];
  if (verified && random.chance(0.5)) awards.push(['VERIFICATION_BADGE', year - random.int(0, 3)]);
  if (random.chance(0.2))
    for (const award of random.sample(AWARDS, random.int(1, 2))) awards.push([award, year - random.int(1, 3)]);
  return awards;
}

function companyName(world: World, random: Random, person: Person, profession: Profession, city: City): string {
  const word = say(profession.trade.company, world.brand);
  return fill(random.pick(world.phrases.companyNames), {
    last: person.lastName,
    first: person.firstName,
    word,
    city: city.name,
  });
}

// Spec §5 missing qualification (decision 058): a trade whose work needs the qualification is
// offered only with it PASSED, so a professional offering its services has passed.
function offered(profession: Profession, qualification: Qualification): [Profession, Qualification] {
  return [profession, QUALIFIED_TRADES.includes(profession.trade.key) ? 'PASSED' : qualification];
}

export function makePros(world: World, takenSlugs: Set<string>): Pro[] {
  const random = new Random(world.seed, world.brand, world.round, 'pros');
  const trades = world.professions.map((p) => [p, p.trade.demand] as const);
  const cities = cityWeights(world.places.cities);
  const pros: Pro[] = [];
  for (let index = 0; index < world.size.pros; index++) {
    const person = makePerson(world, random, 'p', index);
    const main = random.weighted(trades);
    const professions: [Profession, Qualification][] = [
      offered(
        main,
        random.weighted<Qualification>([
          ['PASSED', 85],
          ['MANUAL', 5],
          ['PENDING', 7],
          ['FAILED', 3],
        ]),
      ),
    ];
    const services = random.sample(main.services, random.int(Math.min(2, main.services.length), main.services.length));
    if (random.chance(0.25)) {
      const second = random.weighted(trades);
      if (second !== main) {
        professions.push(
          offered(
            second,
            random.weighted<Qualification>([
              ['PASSED', 60],
              ['PENDING', 30],
              ['FAILED', 10],
            ]),
          ),
        );
        services.push(...random.sample(second.services, random.int(1, 2)));
      }
    }
    const city = random.weighted(cities);
    const [latitude, longitude] = near(random, city.latitude, city.longitude, 3);
    const company = companyName(world, random, person, main, city);
    let slug = `${slugify(company)}-${city.slug}`;
    for (let n = 2; takenSlugs.has(slug); n++) slug = `${slugify(company)}-${city.slug}-${n}`;
    takenSlugs.add(slug);
    person.createdAt = daysBefore(world.now, random.between(1200, 2200));
    // Founded before it joined the platform.
    const foundedYear =
      person.createdAt.getUTCFullYear() -
      random.weighted<number>([
        [random.int(0, 3), 30],
        [random.int(4, 15), 45],
        [random.int(16, 45), 25],
      ]);
    const verified = random.chance(0.7);
    const ownWork = photosOf(world, professions);
    const photos =
      ownWork.length > 0 && random.chance(0.3) ? random.sample(ownWork, random.int(1, ownWork.length)) : [];
    pros.push({
      ...person,
      isDemo: false,
      slug,
      company,
      city,
      latitude,
      longitude,
      radiusKm: random.pick(RADII),
      services,
      professions,
      foundedYear,
      verified,
      bio: bioOf(
        world,
        random,
        company,
        city,
        foundedYear,
        main.services.filter((s) => services.includes(s)),
      ),
      lastActiveAt: lastActive(world, random),
      awards: awardsOf(world, random, verified),
      photos,
    });
  }
  return pros;
}

// The brand's demo professional (pro.<brand>@example.com) with a full profile in its own city.
export function makeDemoPro(world: World): Pro | null {
  const demo = world.demo;
  if (!demo) return null;
  const random = new Random(world.seed, world.brand, 'demo-pro');
  const city = world.places.cities.find((candidate) => candidate.slug === demo.citySlug) ?? world.places.cities[0];
  if (!city) return null;
  const trades = demo.tradeKeys
    .map((key) => world.professions.find((p) => p.trade.key === key))
    .filter((p) => p !== undefined);
  const [main, second] = trades;
  if (!main) return null;
  const services = [...main.services, ...(second?.services.slice(0, 2) ?? [])];
  const professions: [Profession, Qualification][] = [[main, 'PASSED']];
  if (second) professions.push(offered(second, 'MANUAL'));
  const year = world.now.getUTCFullYear();
  return {
    id: demo.proId,
    firstName: demo.proFirstName,
    lastName: demo.proLastName,
    email: '',
    createdAt: daysBefore(world.now, 2400),
    isDemo: true,
    slug: demo.proSlug,
    company: demo.companyName,
    city,
    latitude: city.latitude,
    longitude: city.longitude,
    radiusKm: 40,
    services,
    professions,
    foundedYear: 2009,
    verified: true,
    bio: bioOf(world, random, demo.companyName, city, 2009, services),
    lastActiveAt: hoursAfter(random, daysBefore(world.now, 1), [18, 23], world.now),
    awards: [
      ['VERIFICATION_BADGE', year - 2],
      ['BEST_OF_AWARD', year - 1],
    ],
    photos: photosOf(world, professions),
  };
}

export interface ProRows {
  readonly users: Row[];
  readonly companies: Row[];
  readonly services: Row[];
  readonly professions: Row[];
  readonly awards: Row[];
  readonly photos: Row[];
}

export function proRows(world: World, pros: readonly Pro[]): ProRows {
  const random = new Random(world.seed, world.brand, world.round, 'pro-rows');
  const rows: ProRows = { users: [], companies: [], services: [], professions: [], awards: [], photos: [] };
  for (const pro of pros) {
    // The demo professional's account and company exist already; generate.ts updates the company.
    if (!pro.isDemo) {
      rows.users.push(userRow(world, pro, 'SERVICE_PRO', pro.slug));
      rows.companies.push({ ...companyRow(world, pro), id: random.uuid(), user_id: pro.id });
    }
    for (const service of pro.services) rows.services.push({ pro_id: pro.id, service_id: service.id });
    for (const [profession, qualification] of pro.professions) {
      // A trade referred to staff (MANUAL) waits a few days in their queue; others were decided
      // when the professional joined.
      const decided = qualification === 'MANUAL' ? daysBefore(world.now, 3) : pro.createdAt;
      rows.professions.push({
        pro_id: pro.id,
        profession_id: profession.id,
        qualification,
        qualification_changed_at: decided,
      });
    }
    for (const [award, year] of pro.awards) rows.awards.push({ pro_id: pro.id, award, year });
    pro.photos.forEach((photo, position) => {
      rows.photos.push({
        id: random.uuid(),
        pro_id: pro.id,
        file_name: photo.fileName,
        content_type: photo.contentType,
        caption: say(photo.caption, world.brand),
        width: photo.width,
        height: photo.height,
        position,
        created_at: daysBefore(world.now, random.between(30, 900)),
      });
    });
  }
  return rows;
}

// The columns of company_profiles a generated profile sets.
export function companyRow(world: World, pro: Pro): Row {
  return {
    company_name: pro.company,
    primary_locality_id: pro.city.id,
    brand: world.brand,
    bio: pro.bio,
    founded_year: pro.foundedYear,
    is_verified: pro.verified,
    work_latitude: pro.latitude,
    work_longitude: pro.longitude,
    work_radius_km: pro.radiusKm,
    photo_count: pro.photos.length,
    last_active_at: pro.lastActiveAt,
  };
}
