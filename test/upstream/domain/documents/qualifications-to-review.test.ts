// Staff's queue of qualifications a specialist must decide (MANUAL) over real HTTP: the longest
// waiting first, with the professional, the trade and that trade's qualification documents; paged
// by cursor without skipping or repeating a row; a decision takes the trade off the queue; staff
// only.
import t, { type Test } from 'tap';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const adminId = await upstream.userId('admin@example.com');
const adminToken = await upstream.sessionFor({ userId: adminId, secondLayer: false });
const trade = await createTrade(db);
const otherTrade = await createTrade(db);

const NODE = `servicePro { id } profession { id } since documents { id purpose status originalName profession { id } }`;
const QUEUE = `query($first: Int, $after: String) { qualificationsToReview(first: $first, after: $after) {
  edges { cursor node { ${NODE} } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const DECIDE = `mutation($input: DecideQualificationInput!) { decideQualification(input: $input) { __typename } }`;

interface Node {
  servicePro: { id: string };
  profession: { id: string };
  since: string;
  documents: { id: string; purpose: string; status: string; originalName: string | null; profession: { id: string } }[];
}

const ask = (query: string, variables: Record<string, unknown>, token = adminToken) =>
  data(call(origin, query, variables, { token }));

async function manualPro(changedAt: string) {
  const pro = await createPro(db, {
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    qualification: 'PENDING',
  });
  await db.query(
    "UPDATE pro_professions SET qualification = 'MANUAL', qualification_changed_at = $2 WHERE pro_id = $1",
    [pro.id, changedAt],
  );
  return pro;
}

async function addDocument(proId: string, professionId: string | null, kind: string, name: string, uploadedAt: string) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO pro_documents (pro_id, kind, profession_id, file_name, content_type, size_bytes, original_name, uploaded_at)
     VALUES ($1, $2, $3, gen_random_uuid()::text || '.pdf', 'application/pdf', 1234, $4, $5) RETURNING id`,
    [proId, kind, professionId, name, uploadedAt],
  );
  if (!row) throw new Error('no document');
  return row.id;
}

// Every node of the queue, page by page.
async function walk(t: Test, first: number): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const { qualificationsToReview: page } = await ask(QUEUE, { first, after });
    nodes.push(...page.edges.map((edge: { node: Node }) => edge.node));
    t.equal(page.pageInfo.hasPreviousPage, after !== null, 'a later page says one came before');
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
  throw new Error('the queue did not end');
}

const later = await manualPro('2026-03-02T10:00:00.123456Z');
const earliest = await manualPro('2026-03-01T09:00:00.000001Z');
const sameTime = await manualPro('2026-03-02T10:00:00.123456Z');
const passed = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
// The earliest professional's papers: two for this trade, one for another, and a company paper.
await db.query("INSERT INTO pro_professions (pro_id, profession_id, qualification) VALUES ($1, $2, 'PASSED')", [
  earliest.id,
  otherTrade.professionId,
]);
const olderPaper = await addDocument(earliest.id, trade.professionId, 'QUALIFICATION', 'old.pdf', '2026-02-01T00:00Z');
const newerPaper = await addDocument(earliest.id, trade.professionId, 'QUALIFICATION', 'new.pdf', '2026-02-20T00:00Z');
await addDocument(earliest.id, otherTrade.professionId, 'QUALIFICATION', 'other.pdf', '2026-02-10T00:00Z');
await addDocument(earliest.id, null, 'BUSINESS_LICENSE', 'licence.pdf', '2026-02-11T00:00Z');
const mine = new Set([later.id, earliest.id, sameTime.id, passed.id]);

t.test('the MANUAL trades, the longest waiting first, with their qualification documents', async (t) => {
  const { qualificationsToReview } = await ask(QUEUE, { first: 100 });
  const nodes = (qualificationsToReview.edges as { node: Node }[])
    .map((edge) => edge.node)
    .filter((node) => mine.has(node.servicePro.id));
  const tied = [later.id, sameTime.id].sort();
  t.same(
    nodes.map((node) => node.servicePro.id),
    [earliest.id, ...tied],
    'oldest first, a tie by the professional; a PASSED trade is not there',
  );
  const first = nodes[0];
  t.equal(first?.profession.id, trade.professionId);
  t.equal(new Date(first?.since ?? '').toISOString(), '2026-03-01T09:00:00.000Z');
  t.same(
    first?.documents.map((document) => document.id),
    [newerPaper, olderPaper],
    "only this trade's qualification documents, newest first",
  );
  t.match(first?.documents[0], { purpose: 'QUALIFICATION', status: 'PENDING', originalName: 'new.pdf' });
  t.same(nodes[1]?.documents, [], 'a trade without papers has none');
});

t.test('paged by cursor: every row once, in the same order', async (t) => {
  const all = (await ask(QUEUE, { first: 100 })).qualificationsToReview.edges.map(
    (edge: { node: Node }) => `${edge.node.servicePro.id}/${edge.node.profession.id}`,
  );
  const paged = (await walk(t, 1)).map((node) => `${node.servicePro.id}/${node.profession.id}`);
  t.same(paged, all, 'one at a time, the same rows');
  t.equal(new Set(paged).size, paged.length, 'none repeated');
  const bad = await call(origin, QUEUE, { first: 1, after: 'not-a-cursor' }, { token: adminToken });
  t.equal(errorCode(bad), 'BAD_USER_INPUT');
  t.equal(errorCode(await call(origin, QUEUE, { first: 101 }, { token: adminToken })), 'BAD_USER_INPUT');
});

t.test('a decided trade leaves the queue', async (t) => {
  const decided = await ask(DECIDE, {
    input: { proId: earliest.id, professionId: trade.professionId, decision: 'APPROVE' },
  });
  t.equal(decided.decideQualification.__typename, 'QualificationDecided');
  const nodes = (await walk(t, 50)).filter((node) => mine.has(node.servicePro.id));
  t.same(nodes.map((node) => node.servicePro.id).sort(), [later.id, sameTime.id].sort());
});

t.test('staff only', async (t) => {
  const consumer = await createConsumer(db);
  const proToken = await upstream.sessionFor({ userId: later.id, secondLayer: false });
  const consumerToken = await upstream.sessionFor({ userId: consumer.id, secondLayer: false });
  t.equal(errorCode(await call(origin, QUEUE, {})), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, QUEUE, {}, { token: proToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, QUEUE, {}, { token: consumerToken })), 'FORBIDDEN');
});
