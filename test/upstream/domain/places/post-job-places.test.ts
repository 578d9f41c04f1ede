// Where a posted job is, for real postal codes over real HTTP (decision record 029): a UK postcode
// or outward code is placed at its area's town, a US ZIP code at its Census point, a well-formed
// code of no known place asks the poster's town (with suggestions as they type), and a malformed
// code is refused with INVALID_POSTAL_CODE. The job form's checks (postalCode, towns) answer the same.
import t from 'tap';
import { distanceKm } from '../../../../upstream/domain/catalogue/distance.ts';
import { createTrade } from '../../../helpers/marketplace.ts';
import { answersOf, postingTools, type Result } from '../../../helpers/post-job.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { postJson, jobInput, consumerToken } = await postingTools(upstream, '198.18.9');
const trades = {
  uk: await createTrade(db, 'uk'),
  us: await createTrade(db, 'us'),
  fr: await createTrade(db, 'fr'),
  de: await createTrade(db, 'de'),
};

const CHECK = `query($brand: String!, $code: String!) { postalCode(brand: $brand, postalCode: $code) {
  status postalCode townName } }`;
const TOWNS = `query($brand: String!, $query: String!, $first: Int) { towns(brand: $brand, query: $query, first: $first) {
  id name region latitude longitude } }`;
const PLACE = `query($id: ID!) { serviceRequest(id: $id) { location { kind name latitude longitude
  parent { kind name latitude longitude } } } }`;

const check = async (brand: string, code: string) =>
  (await data(call(origin, CHECK, { brand, code }))).postalCode as Result;
const towns = async (brand: string, query: string, first?: number) =>
  (await data(call(origin, TOWNS, { brand, query, first }))).towns as Result[];

// Posts a job of the brand's fixture trade as a signed-in home owner; the result and the job's place.
async function post(brand: keyof typeof trades | 'nl', postalCode: string, extra: Result = {}) {
  const owner = await consumerToken();
  const trade = brand === 'nl' ? undefined : trades[brand];
  const input = jobInput({
    brand,
    postalCode,
    ...(trade ? { serviceId: trade.serviceIds[0], answers: answersOf(trade) } : {}),
    ...extra,
  });
  const result = (await data(postJson(input, owner.token))).postServiceRequest as Result;
  if (result.__typename !== 'ServiceRequestPosted') return { result, place: null };
  const job = await data(call(origin, PLACE, { id: result.serviceRequest.id }, { token: owner.token }));
  return { result, place: job.serviceRequest.location as Result };
}

const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const kmFrom = (point: { latitude: number; longitude: number }, place: Result | null) =>
  distanceKm(point.latitude, point.longitude, place?.latitude, place?.longitude);

t.test('a Manchester postcode and outward code are placed in Manchester', async (t) => {
  t.same(await check('uk', 'm1 1ae'), { status: 'KNOWN', postalCode: 'M1 1AE', townName: 'Manchester' });
  for (const code of ['M1 1AE', 'M1']) {
    const { result, place } = await post('uk', code);
    t.equal(result.__typename, 'ServiceRequestPosted', code);
    t.equal(place?.name, code);
    t.equal(place?.kind, 'POSTAL_CODE');
    t.equal(place?.parent?.name, 'Manchester');
    t.ok(kmFrom(MANCHESTER, place) < 5, `${code} is in Manchester`);
  }
});

t.test('a UK postcode of an area the demo places do not have is placed at its post town', async (t) => {
  const { result, place } = await post('uk', 'TR1 2HE');
  t.equal(result.__typename, 'ServiceRequestPosted');
  t.equal(place?.parent?.name, 'Truro');
  t.ok(kmFrom({ latitude: 50.263, longitude: -5.051 }, place) < 5, 'in Truro');
});

t.test('a US ZIP code is placed at its own point, under the nearest town', async (t) => {
  t.same(await check('us', '02139-4307'), { status: 'KNOWN', postalCode: '02139', townName: 'Cambridge' });
  const { result, place } = await post('us', '02139');
  t.equal(result.__typename, 'ServiceRequestPosted');
  t.equal(place?.name, '02139');
  t.ok(kmFrom({ latitude: 42.3647, longitude: -71.1042 }, place) < 3, 'in Cambridge, Massachusetts');
});

t.test('a well-formed code of no known place asks the town, offered as the person types', async (t) => {
  t.same(await check('nl', '3584cs'), { status: 'TOWN_NEEDED', postalCode: '3584 CS', townName: null });
  const { result } = await post('nl', '3584 CS');
  t.same(result, {
    __typename: 'ServiceRequestFailed',
    code: 'INVALID_POSTAL_CODE',
    fieldErrors: [{ field: 'townId', code: 'REQUIRED' }],
  });
  const offered = await towns('nl', 'utr');
  t.equal(offered[0]?.name, 'Utrecht', 'the largest town first');
  const utrecht = offered[0] as Result;
  const { result: posted, place } = await post('nl', '3584 CS', { townId: utrecht.id });
  t.equal(posted.__typename, 'ServiceRequestPosted');
  t.equal(place?.name, '3584 CS');
  t.equal(place?.parent?.name, 'Utrecht');
  t.ok(kmFrom(utrecht as { latitude: number; longitude: number }, place) < 1);
  t.same(
    await check('nl', '3584 CS'),
    { status: 'KNOWN', postalCode: '3584 CS', townName: 'Utrecht' },
    'the code is known from then on',
  );
  const again = await post('nl', '3584CS');
  t.equal(again.place?.name, '3584 CS', 'the next job with it is in the same place');
});

t.test('French and German codes are posted with the town the person chooses', async (t) => {
  for (const [brand, code, typed, town] of [
    ['fr', '69008', 'lyo', 'Lyon'],
    ['de', '50674', 'köln', 'Köln'],
  ] as const) {
    t.equal((await check(brand, code)).status, 'TOWN_NEEDED', code);
    const offered = (await towns(brand, typed)).find((item) => item.name === town);
    t.ok(offered, `${town} is offered for "${typed}"`);
    const { result, place } = await post(brand, code, { townId: offered?.id });
    t.equal(result.__typename, 'ServiceRequestPosted', code);
    t.equal(place?.parent?.name, town);
    t.ok(kmFrom(offered as { latitude: number; longitude: number }, place) < 1);
  }
});

t.test('a malformed code is refused whatever town comes with it', async (t) => {
  t.same(await check('uk', '1234 AB'), { status: 'INVALID', postalCode: null, townName: null });
  t.same(await check('nl', 'M1 1AE'), { status: 'INVALID', postalCode: null, townName: null });
  const utrecht = (await towns('nl', 'Utrecht'))[0];
  for (const [brand, code] of [
    ['uk', '1234 AB'],
    ['nl', '35840 CS'],
    ['de', '5066'],
    ['us', 'ABCDE'],
  ] as const) {
    const { result } = await post(brand, code, { townId: utrecht?.id });
    t.same(
      result,
      {
        __typename: 'ServiceRequestFailed',
        code: 'INVALID_POSTAL_CODE',
        fieldErrors: [{ field: 'postalCode', code: 'INVALID' }],
      },
      `${brand} ${code}`,
    );
  }
  const { result } = await post('nl', '3584 XX', { townId: '2643123' });
  t.same(
    result.fieldErrors,
    [{ field: 'townId', code: 'INVALID' }],
    'a town of another country is not one of the brand',
  );
});

t.test('towns are found by local names, without accents, with their state where names repeat', async (t) => {
  t.equal((await towns('at', 'wien'))[0]?.name, 'Wien');
  t.equal((await towns('at', 'vienna'))[0]?.name, 'Wien', "GeoNames' own name is found too");
  t.equal((await towns('de', 'munchen'))[0]?.name, 'München');
  t.equal((await towns('it', 'mil'))[0]?.name, 'Milano');
  t.equal((await towns('ie', 'limer'))[0]?.name, 'Limerick');
  t.ok(
    (await towns('nl', 'hertogen')).some((town) => town.name === "'s-Hertogenbosch"),
    'a word of the name',
  );
  const springfields = await towns('us', 'springfield', 20);
  t.ok(springfields.length > 5);
  t.ok(springfields.every((town) => town.name === 'Springfield' && /^[A-Z]{2}$/.test(town.region)));
  t.equal((await towns('ca', 'toronto'))[0]?.region, 'ON');
  t.equal((await towns('fr', 'paris'))[0]?.region, null);
  t.same(await towns('uk', '   '), []);
  t.equal((await towns('uk', 'a', 3)).length, 3);
  const tooMany = await call(origin, TOWNS, { brand: 'uk', query: 'a', first: 21 });
  t.match(await tooMany.json(), { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
});
