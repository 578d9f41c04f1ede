// Taxonomy and places (spec §3) over real HTTP: a brand's market facts, its professions with their
// skill clusters, services, lead fees and questions, and the places of its country.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { createPlace, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.41');

const PROFESSIONS = `query($brand: String!) { professions(brand: $brand) { id slug name professionalsName
  skillClusters { slug name profession { id } services { id } } services { id name defaultLeadType } } }`;
const SERVICE = `query($id: ID!) { service(id: $id) { id name defaultLeadType leadFee { amountMinor currency }
  profession { id } skillCluster { id }
  questions { id key label fieldType required options { value label } unit min max } } }`;
const LOCATIONS = `query($brand: String!, $query: String!, $kind: LocalityKind, $first: Int) {
  locations(brand: $brand, query: $query, kind: $kind, first: $first) {
    id kind name slug country latitude longitude parent { id kind parent { id kind } } } }`;
const LOCATION = `query($brand: String!, $slug: String!) { location(brand: $brand, slug: $slug) { id kind name } }`;
const MARKET = `query($brand: String!) { market(brand: $brand) { brand country locale currency distanceUnit } }`;

t.test("a brand's trades and services are in the order of its language, accents and all", async (t) => {
  const suffix = randomBytes(3).toString('hex');
  const [electricity, windows, zinc] = [
    await createTrade(db, 'fr'),
    await createTrade(db, 'fr'),
    await createTrade(db, 'fr'),
  ];
  const rename = (table: string, id: string | undefined, name: string) =>
    db.query(`UPDATE ${table} SET name = $2 WHERE id = $1`, [id ?? null, name]);
  await rename('professions', electricity.professionId, `Électricité ${suffix}`);
  await rename('professions', windows.professionId, `Fenêtres ${suffix}`);
  await rename('professions', zinc.professionId, `Zinguerie ${suffix}`);
  await rename('services', electricity.serviceIds[0], `Éclairage ${suffix}`);
  await rename('services', electricity.serviceIds[1], `Dépannage ${suffix}`);

  const { professions } = await visitor.ask(PROFESSIONS, { brand: 'fr' });
  const names = professions
    .map((profession: { name: string }) => profession.name)
    .filter((name: string) => name.endsWith(suffix));
  t.same(names, [`Électricité ${suffix}`, `Fenêtres ${suffix}`, `Zinguerie ${suffix}`], 'É sorts as E, not after Z');
  const trade = professions.find((profession: { id: string }) => profession.id === electricity.professionId);
  t.same(
    trade.services.map((service: { id: string }) => service.id),
    [electricity.serviceIds[1], electricity.serviceIds[0]],
    'Dépannage before Éclairage',
  );
  t.same(
    trade.skillClusters[0].services.map((service: { id: string }) => service.id),
    [electricity.serviceIds[1], electricity.serviceIds[0]],
    'in the skill cluster too',
  );
});

t.test("a brand's professions come in name order with their skill clusters and services", async (t) => {
  const roofing = await createTrade(db, 'ie');
  const carpentry = await createTrade(db, 'ie');
  const elsewhere = await createTrade(db, 'uk');
  const suffix = randomBytes(3).toString('hex');
  await db.query('UPDATE professions SET name = $2 WHERE id = $1', [roofing.professionId, `Zz Roofing ${suffix}`]);
  await db.query('UPDATE professions SET name = $2 WHERE id = $1', [carpentry.professionId, `Aa Carpentry ${suffix}`]);

  const { professions } = await visitor.ask(PROFESSIONS, { brand: 'ie' });
  const ids = professions.map((profession: { id: string }) => profession.id);
  t.ok(ids.indexOf(carpentry.professionId) < ids.indexOf(roofing.professionId), 'Aa before Zz');
  t.ok(ids.includes(roofing.professionId));
  t.notOk(ids.includes(elsewhere.professionId), "another brand's trade is not listed");

  const carpenters = professions.find((profession: { id: string }) => profession.id === carpentry.professionId);
  t.equal(carpenters.professionalsName.startsWith('Tradespeople '), true);
  t.same(carpenters.skillClusters, [
    {
      slug: carpenters.skillClusters[0].slug,
      name: carpenters.skillClusters[0].name,
      profession: { id: carpentry.professionId },
      services: [{ id: carpentry.serviceIds[0] }, { id: carpentry.serviceIds[1] }],
    },
  ]);
  t.same(
    carpenters.services.map((service: { id: string; defaultLeadType: string }) => [
      service.id,
      service.defaultLeadType,
    ]),
    [
      [carpentry.serviceIds[0], 'PICK_AND_CHOOSE'],
      [carpentry.serviceIds[1], 'SHORTLIST_ME'],
    ],
  );
});

t.test('a profession is found by its slug within its brand only', async (t) => {
  const trade = await createTrade(db, 'nl');
  const query = `query($brand: String!, $slug: String!) { profession(brand: $brand, slug: $slug) { id } }`;
  t.same((await visitor.ask(query, { brand: 'nl', slug: trade.professionSlug })).profession, {
    id: trade.professionId,
  });
  t.equal((await visitor.ask(query, { brand: 'uk', slug: trade.professionSlug })).profession, null);
  t.equal((await visitor.ask(query, { brand: 'nl', slug: 'no-such-trade' })).profession, null);
});

t.test('a service lists its questions in order with their options, and its lead fee', async (t) => {
  const trade = await createTrade(db, 'nl', 2350);
  const { service } = await visitor.ask(SERVICE, { id: trade.serviceIds[0] });
  t.equal(service.defaultLeadType, 'PICK_AND_CHOOSE');
  t.same(service.leadFee, { amountMinor: 2350, currency: 'EUR' });
  t.same(service.profession, { id: trade.professionId });
  t.same(service.skillCluster, { id: trade.skillClusterId });
  t.same(
    service.questions.map((question: { key: string; fieldType: string }) => [question.key, question.fieldType]),
    [
      ['select', 'SELECT'],
      ['checkbox', 'CHECKBOX'],
      ['integer', 'INTEGER'],
      ['measurement', 'MEASUREMENT'],
      ['quantity', 'QUANTITY'],
      ['string', 'STRING'],
      ['text', 'TEXT'],
    ],
  );
  t.same(service.questions[0], {
    id: trade.questionIds.select,
    key: 'select',
    label: 'Question select',
    fieldType: 'SELECT',
    required: true,
    options: [
      { value: 'small', label: 'Small' },
      { value: 'large', label: 'Large' },
    ],
    unit: null,
    min: null,
    max: null,
  });
  t.same(service.questions[3], {
    id: trade.questionIds.measurement,
    key: 'measurement',
    label: 'Question measurement',
    fieldType: 'MEASUREMENT',
    required: false,
    options: [],
    unit: 'm²',
    min: 0,
    max: 1000,
  });

  const second = await visitor.ask(SERVICE, { id: trade.serviceIds[1] });
  t.same(second.service.questions, [], 'a service without questions asks none');
  t.equal((await visitor.ask(SERVICE, { id: 'not-an-id' })).service, null);
  t.equal((await visitor.ask(SERVICE, { id: '00000000-0000-4000-8000-000000000000' })).service, null);
});

t.test("places of the brand's country are found by a name or postal code prefix, cities first", async (t) => {
  const prefix = `Qz${randomBytes(3).toString('hex')}`;
  const insert = async (country: string, kind: string, name: string, parentId: string | null) => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude, parent_id)
       VALUES ($1, $2, $3, $4, 52.1, 5.1, $5) RETURNING id`,
      [country, kind, name, name.toLowerCase().replace(/\s+/g, '-'), parentId],
    );
    return row?.id ?? '';
  };
  const region = await insert('NL', 'REGION', `${prefix} Province`, null);
  const city = await insert('NL', 'CITY', `${prefix}dam`, region);
  const code = await insert('NL', 'POSTAL_CODE', `${prefix.toUpperCase()} 12`, city);
  await insert('GB', 'CITY', `${prefix}ford`, null);

  const { locations } = await visitor.ask(LOCATIONS, { brand: 'nl', query: prefix.toLowerCase() });
  t.same(
    locations.map((place: { id: string; kind: string }) => [place.id, place.kind]),
    [
      [city, 'CITY'],
      [code, 'POSTAL_CODE'],
      [region, 'REGION'],
    ],
    'only Dutch places, cities first, then postal codes, then regions',
  );
  t.same(locations[1].parent, { id: city, kind: 'CITY', parent: { id: region, kind: 'REGION' } });
  t.equal(locations[0].country, 'NL');
  t.equal(locations[0].latitude, 52.1);

  const codes = await visitor.ask(LOCATIONS, { brand: 'nl', query: `${prefix} 1`, kind: 'POSTAL_CODE' });
  t.same(
    codes.locations.map((place: { id: string }) => place.id),
    [code],
    'a postal code prefix finds the code',
  );
  const british = await visitor.ask(LOCATIONS, { brand: 'uk', query: prefix });
  t.same(
    british.locations.map((place: { name: string }) => place.name),
    [`${prefix}ford`],
  );
  const limited = await visitor.ask(LOCATIONS, { brand: 'nl', query: prefix, first: 1 });
  t.equal(limited.locations.length, 1);
  t.same((await visitor.ask(LOCATIONS, { brand: 'nl', query: '%' })).locations, [], 'a wildcard is literal');
  t.equal(errorCode(await visitor.raw(LOCATIONS, { brand: 'nl', query: prefix, first: 51 })), 'BAD_USER_INPUT');
});

t.test("a place is found by its slug within the brand's country", async (t) => {
  const place = await createPlace(db, 'NL');
  const { location } = await visitor.ask(LOCATION, { brand: 'nl', slug: place.citySlug });
  t.same(location, { id: place.cityId, kind: 'CITY', name: location.name });
  t.equal((await visitor.ask(LOCATION, { brand: 'fr', slug: place.citySlug })).location, null);
});

t.test('the market says what a brand counts money and distance in', async (t) => {
  t.same((await visitor.ask(MARKET, { brand: 'uk' })).market, {
    brand: 'uk',
    country: 'GB',
    locale: 'en-GB',
    currency: 'GBP',
    distanceUnit: 'miles',
  });
  t.same((await visitor.ask(MARKET, { brand: 'nl' })).market, {
    brand: 'nl',
    country: 'NL',
    locale: 'nl-NL',
    currency: 'EUR',
    distanceUnit: 'km',
  });
});

t.test('an unknown brand is refused with BAD_USER_INPUT', async (t) => {
  t.equal(errorCode(await visitor.raw(MARKET, { brand: 'xx' })), 'BAD_USER_INPUT');
  t.equal(errorCode(await visitor.raw(PROFESSIONS, { brand: 'xx' })), 'BAD_USER_INPUT');
  t.equal(errorCode(await visitor.raw(LOCATIONS, { brand: 'xx', query: 'a' })), 'BAD_USER_INPUT');
  t.equal(errorCode(await visitor.raw(LOCATION, { brand: 'xx', slug: 'a' })), 'BAD_USER_INPUT');
});
