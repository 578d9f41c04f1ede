// Sponsored placement (decision 067): a professional sees what first place for one of their trades
// in a town of their work area costs and how many places are free; buys it for 1, 3 or 6 months,
// charged with VAT on the balance; a town has three places per trade, never oversold however many
// buy at once, and the refusal says when one frees up. In the directory and in a job's
// recommendations the sponsored professionals come first, marked, and paging neither skips nor
// repeats anyone.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const trade = await createTrade(db, 'nl', 1500);
const other = await createTrade(db, 'nl', 1500);
const town = await createPlace(db);
const farAway = await createPlace(db, 'NL', 53.2194, 6.5665);
async function newPro(reviewAverage: number | null = null) {
  const pro = await createPro(db, {
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    reviewAverage,
    reviewCount: reviewAverage === null ? 0 : 10,
  });
  return { ...pro, token: await tokenFor(pro.id) };
}

const OFFER = `query($professionId: ID!, $localitySlug: String!) {
  sponsoredPlacementOffer(professionId: $professionId, localitySlug: $localitySlug) { __typename
    ... on SponsoredPlacementOffer { professionName localityName pricePerMonth { amountMinor currency } vatRatePercent
      months slots slotsLeft freeFrom }
    ... on SponsoredPlacementNotEligible { reason } } }`;
const BUY = `mutation($input: BuySponsoredPlacementInput!) { buySponsoredPlacement(input: $input) { __typename
  ... on SponsoredPlacementBought { placement { id months status price { amountMinor currency } localityName professionSlug } }
  ... on SponsoredAreaFull { freeFrom } ... on AlreadySponsored { placement { id } }
  ... on SponsoredPlacementNotEligible { reason } ... on InvalidFields { fieldErrors { field code } } } }`;
const offer = async (token: string, professionId = trade.professionId, localitySlug = town.citySlug) =>
  (
    (await data(call(origin, OFFER, { professionId, localitySlug }, { token }))) as {
      sponsoredPlacementOffer: Record<string, unknown>;
    }
  ).sponsoredPlacementOffer;
const buy = async (token: string, months = 3, professionId = trade.professionId, localitySlug = town.citySlug) =>
  (
    (await data(call(origin, BUY, { input: { professionId, localitySlug, months } }, { token }))) as {
      buySponsoredPlacement: Record<string, unknown> & { placement?: { id: string } };
    }
  ).buySponsoredPlacement;

const sponsoredPros: { id: string; token: string; slug: string | null }[] = [];

t.test('the offer, the purchase charged with VAT, and each refusal', async (t) => {
  const pro = await newPro(3.5);
  t.same(await offer(pro.token), {
    __typename: 'SponsoredPlacementOffer',
    professionName: `Trade ${trade.professionSlug.slice('trade-'.length)}`,
    localityName: `City ${town.citySlug.slice('city-'.length)}`,
    pricePerMonth: { amountMinor: 3900, currency: 'EUR' },
    vatRatePercent: 21,
    months: [1, 3, 6],
    slots: 3,
    slotsLeft: 3,
    freeFrom: null,
  });
  t.same(await offer(pro.token, other.professionId), {
    __typename: 'SponsoredPlacementNotEligible',
    reason: 'NOT_YOUR_TRADE',
  });
  t.same(await offer(pro.token, trade.professionId, farAway.citySlug), {
    __typename: 'SponsoredPlacementNotEligible',
    reason: 'OUTSIDE_WORK_AREA',
  });
  const { sponsoredPlacementTowns: towns } = (await data(
    call(origin, '{ sponsoredPlacementTowns { name slug } }', {}, { token: pro.token }),
  )) as { sponsoredPlacementTowns: { name: string; slug: string }[] };
  t.ok(
    towns.some((candidate) => candidate.slug === town.citySlug),
    'the towns offered hold the one the work area reaches',
  );
  t.notOk(
    towns.some((candidate) => candidate.slug === farAway.citySlug),
    'and not one outside it',
  );
  t.same(await buy(pro.token, 2), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'months', code: 'INVALID' }],
  });
  const bought = await buy(pro.token, 3);
  t.match(bought, {
    __typename: 'SponsoredPlacementBought',
    placement: {
      months: 3,
      status: 'ACTIVE',
      price: { amountMinor: 11_700, currency: 'EUR' },
      professionSlug: trade.professionSlug,
    },
  });
  const [charge] = await db.query<{ kind: string; amount: string; vat: string }>(
    `SELECT kind, amount_minor::text AS amount, vat_minor::text AS vat FROM balance_entries WHERE user_id = $1`,
    [pro.id],
  );
  t.same(charge, { kind: 'SPONSORED_PLACEMENT', amount: '-14157', vat: '-2457' }, '117.00 and 21 % VAT, owed');
  t.same(await buy(pro.token, 1), { __typename: 'AlreadySponsored', placement: { id: bought.placement?.id } });
  t.match(await offer(pro.token), { slotsLeft: 2 });
  sponsoredPros.push(pro);
});

t.test('a town has three places per trade, never oversold when many buy at once', async (t) => {
  const buyers = await Promise.all(Array.from({ length: 5 }, () => newPro()));
  const answers = await Promise.all(buyers.map((buyer) => buy(buyer.token, 1)));
  const bought = answers.filter((answer) => answer.__typename === 'SponsoredPlacementBought');
  t.equal(bought.length, 2, 'the two places left');
  const full = answers.filter((answer) => answer.__typename === 'SponsoredAreaFull');
  t.equal(full.length, 3);
  t.ok(
    full.every((answer) => typeof answer.freeFrom === 'string'),
    'each says when a place frees up',
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sponsored_placements WHERE locality_id = $1 AND profession_id = $2`,
    [town.cityId, trade.professionId],
  );
  t.equal(count?.n, 3);
  const [charges] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM balance_entries WHERE kind = 'SPONSORED_PLACEMENT'`,
  );
  t.equal(charges?.n, 3, 'only what was bought is charged');
  for (const [index, answer] of answers.entries()) {
    const buyer = buyers[index];
    if (answer.__typename === 'SponsoredPlacementBought' && buyer) sponsoredPros.push(buyer);
  }
});

t.test(
  'in the directory and a job’s recommendations, the sponsored come first, marked, paged without gaps',
  async (t) => {
    // Better-rated professionals who are not sponsored.
    const rated = await Promise.all([newPro(4.9), newPro(4.8), newPro(4.7)]);
    const SEARCH = `query($input: DirectorySearchInput!, $after: String) {
    directorySearch(input: $input, first: 2, after: $after) { totalCount
      edges { sponsored node { id } } pageInfo { hasNextPage endCursor } } }`;
    interface Page {
      edges: { sponsored: boolean; node: { id: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    }
    const search = async (after: string | null): Promise<Page> =>
      (
        (await data(
          call(origin, SEARCH, {
            input: {
              brand: 'nl',
              professionSlug: trade.professionSlug,
              localitySlug: town.citySlug,
              sortBy: 'BEST_RATED',
            },
            after,
          }),
        )) as { directorySearch: Page }
      ).directorySearch;
    const seen: { id: string; sponsored: boolean }[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await search(after);
      seen.push(...page.edges.map((edge) => ({ id: edge.node.id, sponsored: edge.sponsored })));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const sponsoredIds = new Set(sponsoredPros.map((pro) => pro.id));
    t.equal(new Set(seen.map((entry) => entry.id)).size, seen.length, 'no one twice');
    t.same(
      seen.slice(0, 3).map((entry) => [sponsoredIds.has(entry.id), entry.sponsored]),
      [
        [true, true],
        [true, true],
        [true, true],
      ],
      'the three sponsored first, marked',
    );
    t.ok(
      seen.slice(3).every((entry) => !entry.sponsored),
      'the rest unmarked',
    );
    t.equal(seen[3]?.id, rated[0]?.id, 'then the best rated');

    const owner = await createConsumer(db);
    const jobId = await createJob(db, { consumerId: owner.id, trade, place: town });
    const RECOMMENDED = `query($id: ID!) { serviceRequest(id: $id) { recommendedServicePros(first: 50) {
    edges { sponsored node { id } } } } }`;
    const recommended = (
      (await data(call(origin, RECOMMENDED, { id: jobId }, { token: await tokenFor(owner.id) }))) as {
        serviceRequest: { recommendedServicePros: { edges: { sponsored: boolean; node: { id: string } }[] } };
      }
    ).serviceRequest.recommendedServicePros.edges;
    t.same(
      recommended.slice(0, 3).map((edge) => [sponsoredIds.has(edge.node.id), edge.sponsored]),
      [
        [true, true],
        [true, true],
        [true, true],
      ],
      'the job’s home owner sees the sponsored first too',
    );
  },
);
