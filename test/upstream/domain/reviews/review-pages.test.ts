// A profile's published reviews a numbered page at a time (issue 21: a listing a crawler can follow)
// over real HTTP: the same order as by cursor, each review once, the cursor of a numbered page
// leading on, two profiles' pages read together each their own; a page with a cursor refused.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.83');
const trade = await createTrade(db, 'nl');
const place = await createPlace(db);

async function reviewed(count: number) {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  for (let n = 0; n < count; n += 1) {
    const owner = await createConsumer(db);
    const job = await createJob(db, { consumerId: owner.id, trade, place, status: 'HIRED' });
    await db.query(
      `WITH hire AS (INSERT INTO proposals (service_request_id, pro_id, status, hired_at)
                     VALUES ($1, $2, 'HIRED', now()) RETURNING id)
       INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body, created_at)
       SELECT $1, hire.id, $2, $3, 4, 'Review ' || $4::int, 'Good work.', now() - make_interval(days => $4::int) FROM hire`,
      [job, pro.id, owner.id, n],
    );
  }
  return pro;
}

const first = await reviewed(5);
const second = await reviewed(3);

const PAGES = `query($a: String!, $b: String!, $page: Int, $after: String) {
  a: servicePro(slug: $a) { reviews(first: 2, page: $page, after: $after) { ...page } }
  b: servicePro(slug: $b) { reviews(first: 2, page: $page) { ...page } } }
  fragment page on ReviewConnection { totalCount edges { node { title } } pageInfo { hasNextPage hasPreviousPage endCursor } }`;
const titles = (connection: { edges: { node: { title: string } }[] }) =>
  connection.edges.map((edge) => edge.node.title);
interface ReviewPage {
  edges: { node: { title: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
}
const read = async (page: number) =>
  (await visitor.ask(PAGES, { a: first.slug, b: second.slug, page })) as Record<'a' | 'b', { reviews: ReviewPage }>;

t.test('numbered pages give every review once, newest first, each profile its own', async (t) => {
  const pages = [await read(1), await read(2), await read(3)];
  t.same(
    pages.flatMap((page) => titles(page.a.reviews)),
    ['Review 0', 'Review 1', 'Review 2', 'Review 3', 'Review 4'],
  );
  t.same(
    pages.flatMap((page) => titles(page.b.reviews)),
    ['Review 0', 'Review 1', 'Review 2'],
  );
  t.same(
    pages.map((page) => [page.a.reviews.pageInfo.hasPreviousPage, page.a.reviews.pageInfo.hasNextPage]),
    [
      [false, true],
      [true, true],
      [true, false],
    ],
  );
  const cursor = pages[1]?.a.reviews.pageInfo.endCursor;
  const onward = await visitor.ask(
    `query($slug: String!, $after: String) { servicePro(slug: $slug) { reviews(first: 2, after: $after) { edges { node { title } } } } }`,
    { slug: first.slug, after: cursor },
  );
  t.same(titles(onward.servicePro.reviews), ['Review 4'], 'the cursor of page 2 leads to page 3');
});

t.test('a page with a cursor, or out of range, is refused', async (t) => {
  const cursor = ((await read(1)).a.reviews as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
  for (const variables of [{ page: 0 }, { page: 1001 }, { page: 2, after: cursor }]) {
    t.equal(
      errorCode(await visitor.raw(PAGES, { a: first.slug, b: second.slug, ...variables })),
      'BAD_USER_INPUT',
      JSON.stringify(variables),
    );
  }
});
