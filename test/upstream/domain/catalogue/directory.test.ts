// The professional directory and public profiles (spec §2.3) over real HTTP: searching by place,
// trade, service, postal code and photos in each provider sort order, paging through every result
// exactly once, and a profile with its work area, services, photos and awards — whose contact
// details only the professional, their staff and home owners who shortlisted them may read (§2.7).
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.61');

const SEARCH = `query($input: DirectorySearchInput!, $first: Int, $after: String) {
  directorySearch(input: $input, first: $first, after: $after) {
    totalCount edges { cursor node { id slug } distance { value unit } }
    pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const PROFILE = `query($slug: String!) { servicePro(slug: $slug) { id slug bio foundedYear isVerified lastActiveAt
  workArea { centre { id kind } radius { value unit } } professions { id } services { id }
  photos { id url caption } awards { award year } companyProfile { companyName } } }`;

// A point this many km due north of the search's city (one degree of latitude is 111.195 km on the
// sphere the distances are measured on).
const CITY = { latitude: 52.71234, longitude: 6.19876 };
const north = (km: number) => CITY.latitude + km / ((6371 * Math.PI) / 180);

const trade = await createTrade(db, 'nl');
const place = await createPlace(db, 'NL', CITY.latitude, CITY.longitude);
// A second place 30 km north, known by its postal code only.
const farPlace = await createPlace(db, 'NL', north(30), CITY.longitude);

interface ProSpec {
  readonly km: number;
  readonly radiusKm: number;
  readonly reviewAverage: number | null;
  readonly reviewCount: number;
  readonly idleDays: number | null;
  readonly verified: boolean;
  readonly photos?: number;
  readonly serviceIds?: readonly string[];
  readonly brand?: string;
}

async function pro(spec: ProSpec) {
  const person = await createPro(db, {
    brand: spec.brand ?? 'nl',
    serviceIds: spec.serviceIds ?? trade.serviceIds,
    professionId: trade.professionId,
    latitude: north(spec.km),
    longitude: CITY.longitude,
    radiusKm: spec.radiusKm,
    reviewAverage: spec.reviewAverage,
    reviewCount: spec.reviewCount,
  });
  await db.query(
    `UPDATE company_profiles SET is_verified = $2, photo_count = $3,
            last_active_at = CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(days => $4::int) END
      WHERE user_id = $1`,
    [person.id, spec.verified, spec.photos ?? 0, spec.idleDays],
  );
  for (let position = 0; position < (spec.photos ?? 0); position++) {
    await db.query(
      `INSERT INTO pro_photos (pro_id, file_name, content_type, caption, position) VALUES ($1, $2, 'image/jpeg', $3, $4)`,
      [person.id, `work-${person.id}-${position}.jpg`, position === 0 ? 'A new kitchen' : null, 1 - position],
    );
  }
  return { id: person.id, slug: person.slug ?? '', email: person.email };
}

// Covers the city: A, B, D, E and I. C's area stops 5 km short of it.
const A = await pro({
  km: 0,
  radiusKm: 20,
  reviewAverage: 4.9,
  reviewCount: 10,
  idleDays: 1,
  verified: true,
  photos: 2,
});
const B = await pro({
  km: 15,
  radiusKm: 30,
  reviewAverage: 4.5,
  reviewCount: 40,
  idleDays: 10,
  verified: false,
  serviceIds: [trade.serviceIds[0]],
});
const C = await pro({ km: 25, radiusKm: 20, reviewAverage: 5, reviewCount: 2, idleDays: 3, verified: true });
const D = await pro({
  km: 5,
  radiusKm: 10,
  reviewAverage: null,
  reviewCount: 0,
  idleDays: null,
  verified: true,
  photos: 1,
});
const E = await pro({
  km: 40,
  radiusKm: 50,
  reviewAverage: 4.9,
  reviewCount: 10,
  idleDays: 2,
  verified: false,
  serviceIds: [trade.serviceIds[0]],
});
const I = await pro({ km: 8, radiusKm: 10, reviewAverage: null, reviewCount: 0, idleDays: null, verified: false });
// Never listed: a disabled, an anonymised, an invited-only and another brand's professional.
const hidden = {
  disabled: await pro({ km: 1, radiusKm: 30, reviewAverage: 5, reviewCount: 9, idleDays: 0, verified: true }),
  anonymised: await pro({ km: 1, radiusKm: 30, reviewAverage: 5, reviewCount: 9, idleDays: 0, verified: true }),
  invitedOnly: await pro({ km: 1, radiusKm: 30, reviewAverage: 5, reviewCount: 9, idleDays: 0, verified: true }),
  otherBrand: await pro({
    km: 1,
    radiusKm: 30,
    reviewAverage: 5,
    reviewCount: 9,
    idleDays: 0,
    verified: true,
    brand: 'uk',
  }),
};
await db.query(`UPDATE users SET status = 'DISABLED', disabled_at = now() WHERE id = $1`, [hidden.disabled.id]);
await db.query(`UPDATE users SET status = 'ANONYMISED', anonymised_at = now() WHERE id = $1`, [hidden.anonymised.id]);
await db.query('UPDATE users SET assumable_only = true WHERE id = $1', [hidden.invitedOnly.id]);

const byId = (...pros: { id: string }[]) => pros.map((p) => p.id).sort();
const [AE1, AE2] = byId(A, E);
const [DI1, DI2] = byId(D, I);
const inCity = { brand: 'nl', professionSlug: trade.professionSlug, localitySlug: place.citySlug };

// RECOMMENDED (directory-score.ts): A 4.68, B 3.65, E 3.52, D 2.30, I 1.94.
const EXPECTED = {
  BEST_RATED: [AE1, AE2, B.id, DI1, DI2],
  MOST_REVIEWED: [B.id, AE1, AE2, DI1, DI2],
  RECENTLY_ACTIVE: [A.id, E.id, B.id, DI1, DI2],
  RECOMMENDED: [A.id, B.id, E.id, D.id, I.id],
} as const;

type Edge = { node: { id: string }; distance: { value: number; unit: string } | null };
const search = async (input: Record<string, unknown>, first = 20, after: string | null = null) =>
  (await visitor.ask(SEARCH, { input, first, after })).directorySearch;
const idsOf = (connection: { edges: Edge[] }) => connection.edges.map((edge) => edge.node.id);

t.test('a search by city finds the professionals whose work area covers it, with their distance', async (t) => {
  const result = await search({ ...inCity, sortBy: 'RECOMMENDED' });
  t.same(idsOf(result), EXPECTED.RECOMMENDED, 'not C, whose area stops short; none of the hidden ones');
  t.equal(result.totalCount, 5);
  const distances = Object.fromEntries(result.edges.map((edge: Edge) => [edge.node.id, edge.distance]));
  t.same(distances[A.id], { value: 0, unit: 'km' });
  t.same(distances[B.id], { value: 15, unit: 'km' });
  t.same(distances[D.id], { value: 5, unit: 'km' });
  t.same(distances[E.id], { value: 40, unit: 'km' });
  t.same(distances[I.id], { value: 8, unit: 'km' });
});

t.test('each sort order gives its order', async (t) => {
  for (const [sortBy, expected] of Object.entries(EXPECTED)) {
    t.same(idsOf(await search({ ...inCity, sortBy })), expected, sortBy);
  }
  t.same(idsOf(await search(inCity)), EXPECTED.RECOMMENDED, 'RECOMMENDED by default');
});

t.test('paging two at a time walks every result exactly once in each sort order', async (t) => {
  for (const [sortBy, expected] of Object.entries(EXPECTED)) {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const result = await search({ ...inCity, sortBy }, 2, after);
      t.equal(result.totalCount, 5);
      t.equal(result.pageInfo.hasPreviousPage, after !== null);
      seen.push(...idsOf(result));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    t.same(seen, expected, sortBy);
  }
});

const NUMBERED = `query($input: DirectorySearchInput!, $first: Int, $page: Int, $after: String) {
  directorySearch(input: $input, first: $first, page: $page, after: $after) {
    totalCount edges { node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;

t.test('numbered pages of two give every result once in each sort order, and read on by cursor', async (t) => {
  for (const [sortBy, expected] of Object.entries(EXPECTED)) {
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push((await visitor.ask(NUMBERED, { input: { ...inCity, sortBy }, first: 2, page })).directorySearch);
    }
    t.same(pages.flatMap(idsOf), expected, sortBy);
    t.same(
      pages.map((result) => [result.pageInfo.hasPreviousPage, result.pageInfo.hasNextPage]),
      [
        [false, true],
        [true, true],
        [true, false],
      ],
    );
    const onward = await search({ ...inCity, sortBy }, 2, pages[1].pageInfo.endCursor);
    t.same(idsOf(onward), idsOf(pages[2]), `${sortBy}: the cursor of page 2 leads to page 3`);
  }
  const past = (await visitor.ask(NUMBERED, { input: inCity, first: 2, page: 4 })).directorySearch;
  t.same(past.edges, [], 'past the last page: nothing');
  for (const variables of [
    { page: 0 },
    { page: 1001 },
    { page: 2, after: (await search(inCity, 2)).pageInfo.endCursor },
  ]) {
    t.equal(
      errorCode(await visitor.raw(NUMBERED, { input: inCity, first: 2, ...variables })),
      'BAD_USER_INPUT',
      JSON.stringify(variables),
    );
  }
});

t.test('a cursor of another sort order is refused with BAD_USER_INPUT', async (t) => {
  const first = await search({ ...inCity, sortBy: 'BEST_RATED' }, 2);
  const response = await visitor.raw(SEARCH, {
    input: { ...inCity, sortBy: 'MOST_REVIEWED' },
    first: 2,
    after: first.pageInfo.endCursor,
  });
  t.equal(errorCode(response), 'BAD_USER_INPUT');
});

t.test('only professionals with photos, when asked', async (t) => {
  const result = await search({ ...inCity, onlyWithPhotos: true, sortBy: 'RECOMMENDED' });
  t.same(idsOf(result), [A.id, D.id]);
  t.equal(result.totalCount, 2);
});

t.test('a search by service finds the professionals offering it, with no distance without a place', async (t) => {
  const [, serviceSlug] = (
    await db.query<{ slug: string }>('SELECT slug FROM services WHERE id = ANY($1::uuid[]) ORDER BY name', [
      trade.serviceIds,
    ])
  ).map((row) => row.slug);
  const result = await search({
    brand: 'nl',
    professionSlug: trade.professionSlug,
    serviceSlug,
    sortBy: 'BEST_RATED',
  });
  t.same(idsOf(result), [C.id, A.id, DI1, DI2], 'C rated 5 first; B and E do not offer it');
  t.same(
    result.edges.map((edge: Edge) => edge.distance),
    [null, null, null, null],
  );
  const anywhere = await search({ brand: 'nl', serviceSlug, sortBy: 'BEST_RATED' });
  t.same(idsOf(anywhere), idsOf(result), 'the service slug alone finds them too');
});

t.test('a search by postal code finds the professionals whose area covers the code', async (t) => {
  const result = await search({
    brand: 'nl',
    professionSlug: trade.professionSlug,
    postalCode: ` ${farPlace.postalCode.toLowerCase()} `,
    sortBy: 'MOST_REVIEWED',
  });
  t.same(idsOf(result), [B.id, E.id, C.id]);
  t.same(
    result.edges.map((edge: Edge) => edge.distance?.value),
    [15, 10, 5],
  );
});

t.test('unknown slugs and postal codes give no results, an unknown brand an error', async (t) => {
  const empty = { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null } };
  t.same(await search({ brand: 'nl', professionSlug: 'no-such-trade' }), empty);
  t.same(await search({ brand: 'nl', professionSlug: trade.professionSlug, serviceSlug: 'no-such-service' }), empty);
  t.same(await search({ brand: 'nl', professionSlug: trade.professionSlug, localitySlug: 'atlantis' }), empty);
  t.same(await search({ brand: 'nl', professionSlug: trade.professionSlug, postalCode: '0000 ZZ' }), empty);
  t.same(await search({ brand: 'uk', professionSlug: trade.professionSlug }), empty, "the trade is another brand's");
  t.equal(errorCode(await visitor.raw(SEARCH, { input: { brand: 'xx' } })), 'BAD_USER_INPUT');
});

t.test('a public profile shows the work area, trades, services, photos and awards', async (t) => {
  await db.query(`UPDATE company_profiles SET bio = 'Kitchens and bathrooms', founded_year = 2009 WHERE user_id = $1`, [
    A.id,
  ]);
  await db.query(
    `INSERT INTO pro_awards (pro_id, award, year) VALUES ($1, 'BEST_OF_AWARD', 2023), ($1, 'VERIFICATION_BADGE', 2025)`,
    [A.id],
  );
  const { servicePro } = await visitor.ask(PROFILE, { slug: A.slug });
  t.match(servicePro, {
    id: A.id,
    slug: A.slug,
    bio: 'Kitchens and bathrooms',
    foundedYear: 2009,
    isVerified: true,
    workArea: { centre: { id: place.cityId, kind: 'CITY' }, radius: { value: 20, unit: 'km' } },
    professions: [{ id: trade.professionId }],
    services: trade.serviceIds.map((id) => ({ id })),
    awards: [
      { award: 'VERIFICATION_BADGE', year: 2025 },
      { award: 'BEST_OF_AWARD', year: 2023 },
    ],
    companyProfile: { companyName: `Company ${A.slug}` },
  });
  t.ok(Date.now() - Date.parse(servicePro.lastActiveAt) < 2 * 24 * 3600 * 1000);
  t.same(
    servicePro.photos.map((photo: { url: string; caption: string | null }) => [photo.url, photo.caption]),
    [
      [`/files/work-${A.id}-1.jpg`, null],
      [`/files/work-${A.id}-0.jpg`, 'A new kitchen'],
    ],
    'in position order',
  );

  // A company that named its place is centred there.
  await db.query('UPDATE company_profiles SET primary_locality_id = $2 WHERE user_id = $1', [B.id, farPlace.cityId]);
  const named = await visitor.ask(PROFILE, { slug: B.slug });
  t.same(named.servicePro.workArea, {
    centre: { id: farPlace.cityId, kind: 'CITY' },
    radius: { value: 30, unit: 'km' },
  });
});

t.test('a British profile measures its work area in miles', async (t) => {
  const british = await createPro(db, {
    brand: 'uk',
    serviceIds: [],
    professionId: trade.professionId,
    radiusKm: 16.09344,
  });
  const city = await createPlace(db, 'GB', 52.0907, 5.1214);
  await db.query('UPDATE company_profiles SET primary_locality_id = $2 WHERE user_id = $1', [british.id, city.cityId]);
  const { servicePro } = await visitor.ask(PROFILE, { slug: british.slug });
  t.same(servicePro.workArea.radius, { value: 10, unit: 'miles' });
});

t.test('a profile of a disabled, anonymised or invited-only professional is not found', async (t) => {
  for (const [why, person] of Object.entries(hidden)) {
    if (why === 'otherBrand') continue;
    t.equal((await visitor.ask(PROFILE, { slug: person.slug })).servicePro, null, why);
  }
  t.equal((await visitor.ask(PROFILE, { slug: 'no-such-pro' })).servicePro, null);
});

const CONTACT = `query($slug: String!) { servicePro(slug: $slug) { id phone } }`;
const EMAIL = `query($slug: String!) { servicePro(slug: $slug) { id email } }`;
const SETTINGS = `query($slug: String!) { servicePro(slug: $slug) {
  settings { autoRespondEnabled autoRespondDailyLimit } } }`;

t.test(
  'a visitor or a home owner who has not shortlisted the professional cannot read their contact details',
  async (t) => {
    t.equal(errorCode(await visitor.raw(EMAIL, { slug: A.slug })), 'FORBIDDEN');
    t.same((await visitor.ask(CONTACT, { slug: A.slug })).servicePro, { id: A.id, phone: null });
    const owner = await createConsumer(db);
    const token = await upstream.sessionFor({ userId: owner.id, secondLayer: false });
    t.equal(errorCode(await visitor.raw(EMAIL, { slug: A.slug }, token)), 'FORBIDDEN');
    t.same((await visitor.ask(CONTACT, { slug: A.slug }, token)).servicePro, { id: A.id, phone: null });
  },
);

t.test('the professional themself reads their email and phone, also on me', async (t) => {
  const token = await upstream.sessionFor({ userId: A.id, secondLayer: false });
  t.same(
    (await visitor.ask(`query($slug: String!) { servicePro(slug: $slug) { email phone } }`, { slug: A.slug }, token))
      .servicePro,
    {
      email: A.email,
      phone: '+31687654321',
    },
  );
  const { me } = await visitor.ask('{ me { email ... on ServicePro { phone } } }', {}, token);
  t.same(me, { email: A.email, phone: '+31687654321' });
});

t.test('a home owner who shortlisted the professional reads their contact details', async (t) => {
  const owner = await createConsumer(db);
  const jobId = await createJob(db, { consumerId: owner.id, trade, place });
  await db.query(`INSERT INTO proposals (service_request_id, pro_id, status) VALUES ($1, $2, 'SHORTLISTED')`, [
    jobId,
    B.id,
  ]);
  const token = await upstream.sessionFor({ userId: owner.id, secondLayer: false });
  const both = `query($slug: String!) { servicePro(slug: $slug) { email phone } }`;
  t.same((await visitor.ask(both, { slug: B.slug }, token)).servicePro, { email: B.email, phone: '+31687654321' });
  t.equal(errorCode(await visitor.raw(EMAIL, { slug: A.slug }, token)), 'FORBIDDEN', 'only the one shortlisted');
});

t.test('settings are for the professional and staff only', async (t) => {
  const [template] = await db.query<{ id: string }>(
    `INSERT INTO message_templates (pro_id, title, body) VALUES ($1, 'Hi', 'Happy to help') RETURNING id`,
    [D.id],
  );
  await db.query(
    `INSERT INTO auto_respond_rules (pro_id, enabled, service_ids, template_id) VALUES ($1, true, $2::uuid[], $3)`,
    [D.id, trade.serviceIds, template?.id ?? ''],
  );
  await db.query('UPDATE company_profiles SET auto_respond_daily_limit = 4 WHERE user_id = $1', [D.id]);
  const own = await upstream.sessionFor({ userId: D.id, secondLayer: false });
  t.same((await visitor.ask(SETTINGS, { slug: D.slug }, own)).servicePro.settings, {
    autoRespondEnabled: true,
    autoRespondDailyLimit: 4,
  });
  const admin = await upstream.sessionFor({ userId: await upstream.userId('admin@example.com'), secondLayer: false });
  t.same((await visitor.ask(SETTINGS, { slug: I.slug }, admin)).servicePro.settings, {
    autoRespondEnabled: false,
    autoRespondDailyLimit: 10,
  });
  t.equal((await visitor.ask(SETTINGS, { slug: D.slug })).servicePro.settings, null, 'a visitor');
  const other = await upstream.sessionFor({ userId: I.id, secondLayer: false });
  t.equal((await visitor.ask(SETTINGS, { slug: D.slug }, other)).servicePro.settings, null, 'another professional');
});
