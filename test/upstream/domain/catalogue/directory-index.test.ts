// The directory's indexes (issue 21) over real HTTP: the towns professionals work from and the
// trades they work in, counted from the profiles — of one trade, region or town when asked, and
// only the professionals the directory lists.
import t from 'tap';
import { createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.61');
const BRAND = 'at';

const TOWNS = `query($brand: String!, $professionSlug: String, $regionSlug: String) {
  townsWithPros(brand: $brand, professionSlug: $professionSlug, regionSlug: $regionSlug) {
    location { id slug name kind parent { slug } } proCount reviewCount } }`;
const TRADES = `query($brand: String!, $townSlug: String) {
  tradesWithPros(brand: $brand, townSlug: $townSlug) { profession { id slug name } proCount reviewCount } }`;

interface Town {
  location: { id: string; slug: string; name: string; kind: string; parent: { slug: string } | null };
  proCount: number;
  reviewCount: number;
}
interface Trade {
  profession: { id: string; slug: string; name: string };
  proCount: number;
  reviewCount: number;
}

const [region] = await db.query<{ id: string; slug: string }>(
  `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude)
   VALUES ('AT', 'REGION', 'Region Index', 'region-index-test', 47.8, 13.0) RETURNING id, slug`,
);
const inRegion = await createPlace(db, 'AT', 47.8095, 13.055);
const elsewhere = await createPlace(db, 'AT', 47.0707, 15.4395);
await db.query('UPDATE locality_nodes SET parent_id = $1 WHERE id = $2', [region?.id ?? null, inRegion.cityId]);
const roofing = await createTrade(db, BRAND);
const tiling = await createTrade(db, BRAND);

async function proIn(
  place: { cityId: string; postalCodeId: string },
  trade: typeof roofing,
  reviews: number,
  atCode = false,
) {
  const pro = await createPro(db, {
    brand: BRAND,
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    reviewCount: reviews,
    reviewAverage: reviews > 0 ? 4.5 : null,
  });
  await db.query('UPDATE company_profiles SET work_centre_id = $2 WHERE user_id = $1', [
    pro.id,
    atCode ? place.postalCodeId : place.cityId,
  ]);
  return pro;
}

await proIn(inRegion, roofing, 3);
await proIn(inRegion, roofing, 2, true);
await proIn(inRegion, tiling, 0);
await proIn(elsewhere, tiling, 5);
const disabled = await proIn(elsewhere, roofing, 7);
await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [disabled.id]);

const towns = async (variables: Record<string, string>) =>
  (await visitor.ask(TOWNS, { brand: BRAND, ...variables })).townsWithPros as Town[];
const trades = async (variables: Record<string, string>) =>
  (await visitor.ask(TRADES, { brand: BRAND, ...variables })).tradesWithPros as Trade[];
const townOf = (list: Town[], id: string) => list.find((town) => town.location.id === id);

t.test('a town counts the listed professionals working from it, a postal code counting for its town', async (t) => {
  const all = await towns({});
  t.match(townOf(all, inRegion.cityId), { proCount: 3, reviewCount: 5, location: { kind: 'CITY' } });
  t.match(townOf(all, elsewhere.cityId), { proCount: 1, reviewCount: 5 }, 'the disabled professional is not counted');
  t.notOk(
    all.some((town) => town.location.kind !== 'CITY'),
    'only towns are listed',
  );
  const names = all.map((town) => town.location.name);
  t.same(
    names,
    [...names].sort((a, b) => a.localeCompare(b, 'de-AT', { numeric: true })),
    'in name order',
  );
});

t.test('the towns of one trade, and of one region', async (t) => {
  const ofRoofing = await towns({ professionSlug: roofing.professionSlug });
  t.match(townOf(ofRoofing, inRegion.cityId), { proCount: 2, reviewCount: 5 });
  t.notOk(townOf(ofRoofing, elsewhere.cityId), 'a town with only a disabled roofer has none');
  const ofRegion = await towns({ regionSlug: region?.slug ?? '' });
  t.same(
    ofRegion.map((town) => town.location.id),
    [inRegion.cityId],
  );
  t.same(await towns({ professionSlug: 'no-such-trade' }), [], 'an unknown trade has no towns');
  t.same(await towns({ regionSlug: 'no-such-region' }), [], 'an unknown region has no towns');
});

t.test('every trade of the brand with its professionals, in a town when asked', async (t) => {
  const all = await trades({});
  const of = (list: Trade[], id: string) => list.find((trade) => trade.profession.id === id);
  t.match(of(all, roofing.professionId), { proCount: 2, reviewCount: 5 });
  t.match(of(all, tiling.professionId), { proCount: 2, reviewCount: 5 });
  const inTown = await trades({ townSlug: elsewhere.citySlug });
  t.match(of(inTown, tiling.professionId), { proCount: 1, reviewCount: 5 });
  t.match(of(inTown, roofing.professionId), { proCount: 0, reviewCount: 0 }, 'a trade nobody works in counts zero');
  t.equal(inTown.length, all.length, 'every trade is listed');
});

t.test('another brand does not see these professionals', async (t) => {
  const german = (await visitor.ask(TOWNS, { brand: 'de' })).townsWithPros as Town[];
  t.notOk(townOf(german, inRegion.cityId));
  t.equal(errorCode(await visitor.raw(TOWNS, { brand: 'xx' })), 'BAD_USER_INPUT', 'an unknown brand is refused');
});

const PROFILES = `query($brand: String!, $page: Int, $pageSize: Int) {
  listedProfiles(brand: $brand, page: $page, pageSize: $pageSize) { totalCount profiles { slug lastModified } } }`;

t.test("the listed profiles a sitemap's worth at a time, by slug, each dated", async (t) => {
  const all = (await visitor.ask(PROFILES, { brand: BRAND, pageSize: 50_000 })).listedProfiles;
  const slugs = all.profiles.map((profile: { slug: string }) => profile.slug);
  t.equal(all.totalCount, slugs.length);
  t.notOk(slugs.includes(disabled.slug), 'a disabled professional has no public profile');
  t.same(slugs, [...slugs].sort(), 'by slug');
  const pages = [];
  for (let page = 1; page <= Math.ceil(slugs.length / 2); page += 1) {
    pages.push(...(await visitor.ask(PROFILES, { brand: BRAND, page, pageSize: 2 })).listedProfiles.profiles);
  }
  t.same(
    pages.map((profile: { slug: string }) => profile.slug),
    slugs,
    'numbered pages read each once',
  );
  const reviewed = await proIn(elsewhere, tiling, 0);
  await db.query(`UPDATE users SET created_at = '2025-01-01T00:00:00Z' WHERE id = $1`, [reviewed.id]);
  const dated = async () =>
    (await visitor.ask(PROFILES, { brand: BRAND })).listedProfiles.profiles.find(
      (profile: { slug: string }) => profile.slug === reviewed.slug,
    )?.lastModified;
  t.equal(await dated(), '2025-01-01T00:00:00.000Z', 'without reviews: when the professional joined');
  for (const variables of [{ page: 0 }, { pageSize: 50_001 }, { pageSize: 0 }]) {
    t.equal(
      errorCode(await visitor.raw(PROFILES, { brand: BRAND, ...variables })),
      'BAD_USER_INPUT',
      JSON.stringify(variables),
    );
  }
});
