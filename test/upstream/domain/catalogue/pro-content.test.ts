// Partners and trade perks (spec §2.7; decision 051) over real HTTP: a professional reads those of
// their own brand, in its language, each with what it offers and where; no one else reads them, and
// the public content reads never show them.
import t from 'tap';
import { BRAND_IDS } from '../../../../shared/brands.ts';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const PRO_PAGES = `query($type: ProContentType!, $first: Int, $after: String) {
  proContentPages(type: $type, first: $first, after: $after) {
    totalCount edges { cursor node { id type slug title summary body { kind text } publishedAt
      offer { partnerName headline code url } } } pageInfo { hasNextPage endCursor } } }`;

interface ProPage {
  readonly type: string;
  readonly title: string;
  readonly summary: string;
  readonly body: readonly { kind: string; text: string }[];
  readonly offer: { partnerName: string; headline: string; code: string | null; url: string } | null;
}

async function proIn(brand: string) {
  const trade = await createTrade(db, brand);
  const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
  return tokenFor(pro.id);
}

async function pagesFor(token: string, type: 'PARTNER' | 'TRADE_PERK') {
  const { proContentPages } = await data(call(origin, PRO_PAGES, { type }, { token }));
  return proContentPages as { totalCount: number; edges: { node: ProPage }[] };
}

t.test('a professional reads the partners and the perks of their own brand, each with its offer', async (t) => {
  const token = await proIn('uk');
  const partners = await pagesFor(token, 'PARTNER');
  t.equal(partners.totalCount, 4, 'tools, vans, insurance and bookkeeping');
  t.same(
    partners.edges.map((edge) => edge.node.offer?.partnerName),
    ['Ironbridge Tool Supply', 'Kestrel Van Leasing', 'Stoutshield Trade Insurance', 'Ledgerly'],
    'newest first',
  );
  const perks = await pagesFor(token, 'TRADE_PERK');
  t.equal(perks.totalCount, 5);
  const first = perks.edges[0]?.node;
  t.equal(first?.type, 'TRADE_PERK');
  t.equal(first?.title, '15% off power tools');
  t.same(first?.offer, {
    partnerName: 'Ironbridge Tool Supply',
    headline: '15% off your first three orders',
    code: 'HEARTH15',
    url: 'https://www.ironbridge-tool-supply.example/trade-account',
  });
  t.ok(first?.body.length && first.body.every((block) => block.kind === 'paragraph' && block.text.length > 20));
  for (const { node } of [...partners.edges, ...perks.edges]) {
    t.match(node.offer?.url, /^https:\/\/www\.[a-z0-9-]+\.example\//, `${node.title}: a made-up https address`);
  }
});

t.test("each brand's pages are in its language", async (t) => {
  const perksOf = async (brand: string) => (await pagesFor(await proIn(brand), 'TRADE_PERK')).edges[0]?.node;
  t.equal((await perksOf('nl'))?.title, '15% korting op elektrisch gereedschap');
  t.equal((await perksOf('fr'))?.offer?.partnerName, 'Outillage Forgeval');
  t.equal((await perksOf('it'))?.title, '15% di sconto sugli elettroutensili');
  t.equal((await perksOf('at'))?.offer?.headline, '15 % auf Ihre ersten drei Bestellungen');
  const us = await pagesFor(await proIn('us'), 'PARTNER');
  t.match(us.edges[1]?.node.summary, 'for pros', 'American English for us');
  const rows = await db.query<{ brand: string; n: number }>(
    `SELECT brand, count(*)::int AS n FROM content_pages WHERE type IN ('PARTNER', 'TRADE_PERK') GROUP BY brand ORDER BY brand`,
  );
  t.same(rows.map((row) => row.brand).sort(), [...BRAND_IDS].sort(), 'every brand has them');
  t.ok(rows.every((row) => row.n === 9));
});

t.test('pages come a page at a time', async (t) => {
  const token = await proIn('ie');
  const { proContentPages: page } = await data(call(origin, PRO_PAGES, { type: 'TRADE_PERK', first: 2 }, { token }));
  t.equal(page.edges.length, 2);
  t.equal(page.pageInfo.hasNextPage, true);
  const { proContentPages: next } = await data(
    call(origin, PRO_PAGES, { type: 'TRADE_PERK', first: 10, after: page.pageInfo.endCursor }, { token }),
  );
  t.equal(next.edges.length, 3);
});

t.test('visitors and home owners may not read them; the public reads leave them out', async (t) => {
  const visitor = await call(origin, PRO_PAGES, { type: 'PARTNER' });
  t.equal(errorCode(visitor), 'UNAUTHENTICATED');
  const owner = await createConsumer(db, 'uk');
  const asOwner = await call(origin, PRO_PAGES, { type: 'PARTNER' }, { token: await tokenFor(owner.id) });
  t.equal(errorCode(asOwner), 'FORBIDDEN');
  const wrongType = await call(origin, PRO_PAGES, { type: 'ARTICLE' }, { token: await proIn('uk') });
  t.equal(wrongType.status, 400, 'only partners and perks can be asked for');

  const { contentPages } = await data(
    call(origin, 'query { contentPages(brand: "uk", type: PARTNER) { totalCount } }', {}),
  );
  t.equal(contentPages.totalCount, 0);
  const [perk] = await db.query<{ slug: string }>(
    `SELECT slug FROM content_pages WHERE brand = 'uk' AND type = 'TRADE_PERK' LIMIT 1`,
  );
  const { contentPage } = await data(
    call(origin, 'query($slug: String!) { contentPage(brand: "uk", type: TRADE_PERK, slug: $slug) { id } }', {
      slug: perk?.slug,
    }),
  );
  t.equal(contentPage, null);
  const all = await data(call(origin, 'query { contentPages(brand: "uk", first: 100) { edges { node { type } } } }'));
  t.notOk(
    all.contentPages.edges.some((edge: { node: { type: string } }) =>
      ['PARTNER', 'TRADE_PERK'].includes(edge.node.type),
    ),
  );
});

t.test('a partner or a perk without its offer, or with an address that is not https, is refused', async (t) => {
  const insert = (type: string, url: string | null) =>
    db.query(
      `INSERT INTO content_pages (brand, type, slug, title, summary, body, partner_name, offer, offer_url)
       VALUES ('uk', $1, $2, 'T', 'S', '[]', 'Partner', 'Offer', $3)`,
      [type, `check-${Math.random()}`, url],
    );
  await t.rejects(insert('PARTNER', null));
  await t.rejects(insert('TRADE_PERK', 'http://plain.example/'));
  await t.rejects(insert('ARTICLE', 'https://www.partner.example/'), 'an article offers nothing');
});
