// What a professional offers and where (spec §2.7 service-preferences, choose-services, work-area)
// over real HTTP: a trade of the brand is added and its services chosen, the work area is set from
// a place in the brand's unit; every refusal has its variant; and the change counts at once — a
// professional who adds a trade and widens their radius sees a job they did not see before, and
// appears in the directory there.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = async (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

const PREFERENCES = `professions { profession { id } qualification services { id } }
  workArea { centre { id } radius unit } radiusBounds { min max unit }`;
const RESULT = `__typename ... on ServicePreferencesSaved { preferences { ${PREFERENCES} } }
  ... on InvalidFields { fieldErrors { field code } } ... on NotFound { id }`;
const MINE = `{ myServicePreferences { ${PREFERENCES} } }`;
const ADD = `mutation($id: ID!) { addProfession(professionId: $id) { ${RESULT} } }`;
const REMOVE = `mutation($id: ID!) { removeProfession(professionId: $id) { ${RESULT} } }`;
const CHOOSE = `mutation($input: ChooseServicesInput!) { chooseServices(input: $input) { ${RESULT} } }`;
const AREA = `mutation($input: WorkAreaInput!) { setWorkArea(input: $input) { ${RESULT} } }`;
const JOBS = '{ newJobList(first: 50) { edges { node { id } } } }';
const DIRECTORY = `query($input: DirectorySearchInput!) { directorySearch(input: $input, first: 50) {
  edges { node { id } } } }`;

t.test('a trade added, its services chosen, a work area set: matching and the directory see it at once', async (t) => {
  const plumbing = await createTrade(db);
  const roofing = await createTrade(db);
  const utrecht = await createPlace(db, 'NL', 52.0907, 5.1214);
  const amersfoort = await createPlace(db, 'NL', 52.1561, 5.3878); // about 20 km east
  const pro = await createPro(db, {
    serviceIds: plumbing.serviceIds,
    professionId: plumbing.professionId,
    latitude: utrecht.latitude,
    longitude: utrecht.longitude,
    radiusKm: 5,
  });
  const token = await tokenFor(pro.id);
  const owner = await createConsumer(db);
  const job = await createJob(db, { consumerId: owner.id, trade: roofing, place: amersfoort });
  const listed = async () =>
    (await ask(JOBS, {}, token)).newJobList.edges.map((edge: { node: { id: string } }) => edge.node.id);
  const inDirectory = async () =>
    (
      await data(
        call(origin, DIRECTORY, {
          input: { brand: 'nl', localitySlug: amersfoort.citySlug, professionSlug: roofing.professionSlug },
        }),
      )
    ).directorySearch.edges.map((edge: { node: { id: string } }) => edge.node.id);
  t.notOk((await listed()).includes(job), 'a roofing job 20 km away is not theirs');
  t.notOk((await inDirectory()).includes(pro.id));

  const chosen = (
    await ask(CHOOSE, { input: { professionId: roofing.professionId, serviceIds: roofing.serviceIds } }, token)
  ).chooseServices;
  t.equal(chosen.__typename, 'ServicePreferencesSaved');
  t.same(
    chosen.preferences.professions.find((p: { profession: { id: string } }) => p.profession.id === roofing.professionId)
      ?.services.length,
    2,
  );
  const area = (await ask(AREA, { input: { centreId: utrecht.cityId, radius: 30 } }, token)).setWorkArea;
  t.same(area.preferences.workArea, { centre: { id: utrecht.cityId }, radius: 30, unit: 'km' });
  t.ok((await listed()).includes(job), 'now it is');
  t.ok((await inDirectory()).includes(pro.id), 'and they are found there');

  const removed = (await ask(REMOVE, { id: roofing.professionId }, token)).removeProfession;
  t.notOk(
    removed.preferences.professions.some(
      (p: { profession: { id: string } }) => p.profession.id === roofing.professionId,
    ),
  );
  t.notOk((await listed()).includes(job), 'a trade removed takes its jobs with it');
});

t.test('every refusal has its variant, and the unit is the brand’s', async (t) => {
  const trade = await createTrade(db);
  const otherBrand = await createTrade(db, 'uk');
  const pro = await createPro(db, { serviceIds: [], professionId: trade.professionId });
  const token = await tokenFor(pro.id);
  t.same((await ask(ADD, { id: otherBrand.professionId }, token)).addProfession, {
    __typename: 'NotFound',
    id: otherBrand.professionId,
  });
  t.same((await ask(ADD, { id: 'not-an-id' }, token)).addProfession, { __typename: 'NotFound', id: 'not-an-id' });
  const choose = (serviceIds: string[]) =>
    ask(CHOOSE, { input: { professionId: trade.professionId, serviceIds } }, token).then((d) => d.chooseServices);
  t.same(await choose([]), { __typename: 'InvalidFields', fieldErrors: [{ field: 'serviceIds', code: 'REQUIRED' }] });
  t.same(await choose([otherBrand.serviceIds[0] as string]), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'serviceIds', code: 'INVALID' }],
  });
  const london = await createPlace(db, 'GB', 51.5072, -0.1276);
  const utrecht = await createPlace(db, 'NL', 52.0907, 5.1214);
  const area = (input: Record<string, unknown>) => ask(AREA, { input }, token).then((d) => d.setWorkArea);
  t.same(await area({ centreId: london.cityId, radius: 10 }), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'centreId', code: 'INVALID' }],
  });
  t.same(await area({ centreId: utrecht.cityId, radius: 500 }), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'radius', code: 'INVALID' }],
  });
  t.same((await ask(MINE, {}, token)).myServicePreferences.radiusBounds, { min: 1, max: 150, unit: 'km' });

  const ukPro = await createPro(db, { brand: 'uk', serviceIds: [], professionId: otherBrand.professionId });
  const ukToken = await tokenFor(ukPro.id);
  t.same((await ask(MINE, {}, ukToken)).myServicePreferences.radiusBounds, { min: 0.6, max: 93.2, unit: 'miles' });
  const ukArea = (await ask(AREA, { input: { centreId: london.cityId, radius: 20 } }, ukToken)).setWorkArea;
  t.same(
    ukArea.preferences.workArea,
    { centre: { id: london.cityId }, radius: 20, unit: 'miles' },
    'miles in, miles out',
  );
  const [stored] = await db.query<{ km: number }>(
    'SELECT work_radius_km AS km FROM company_profiles WHERE user_id = $1',
    [ukPro.id],
  );
  t.ok(stored && Math.abs(stored.km - 32.19) < 0.01, 'kept in km for matching');
});

t.test('a visitor, a home owner and a member cannot change them', async (t) => {
  const trade = await createTrade(db);
  t.equal(errorCode(await call(origin, ADD, { id: trade.professionId })), 'UNAUTHENTICATED');
  const owner = await createConsumer(db);
  t.equal(
    errorCode(await call(origin, ADD, { id: trade.professionId }, { token: await tokenFor(owner.id) })),
    'FORBIDDEN',
  );
  const company = await upstream.userId('pro.uk@example.com');
  const member = await upstream.userId('member.uk@example.com');
  const acting = await upstream.sessionFor({ userId: company, actorId: member, mode: 'ASSUMED', secondLayer: false });
  t.equal(errorCode(await call(origin, ADD, { id: trade.professionId }, { token: acting })), 'FORBIDDEN');
  t.ok((await ask(MINE, {}, acting)).myServicePreferences, 'a member may read them');
});
