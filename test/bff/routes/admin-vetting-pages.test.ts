// The staff's vetting pages (§2.9, decision 078) rendered by the real BFF over a real upstream:
// staff get the documents, the qualifications and the identity checks waiting for them, rendered
// on the server and never cached, the documents filtered by purpose from the address; staff open a
// document's file from the site itself. A professional, a home owner and a visitor get the
// not-found page and never a document's bytes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { send, signInCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db, documentsDir } = upstream;

const signIn = (username: string, password = FIXTURE_PASSWORD) => signInCookies(bff.origin, host, username, password);
const get = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

const trade = await createTrade(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
await db.query("UPDATE users SET first_name = 'Sam', last_name = 'Vetted' WHERE id = $1", [pro.id]);
await db.query("UPDATE pro_professions SET qualification = 'MANUAL' WHERE pro_id = $1", [pro.id]);
const [profession] = await db.query<{ name: string }>('SELECT name FROM professions WHERE id = $1', [
  trade.professionId,
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function addDocument(kind: string, name: string) {
  const [row] = await db.query<{ id: string; file_name: string }>(
    `INSERT INTO pro_documents (pro_id, kind, profession_id, file_name, content_type, size_bytes, original_name)
     VALUES ($1, $2, $3, gen_random_uuid()::text || '.pdf', 'application/pdf', $4, $5) RETURNING id, file_name`,
    [pro.id, kind, kind === 'QUALIFICATION' ? trade.professionId : null, PDF.length, name],
  );
  if (!row) throw new Error('no document');
  await mkdir(documentsDir, { recursive: true });
  await writeFile(join(documentsDir, row.file_name), PDF);
  return row;
}

const licence = await addDocument('BUSINESS_LICENSE', 'sams-licence.pdf');
const certificate = await addDocument('CONDUCT_CERTIFICATE', 'sams-conduct.pdf');
const qualificationPaper = await addDocument('QUALIFICATION', 'sams-diploma.pdf');
await db.query(
  `INSERT INTO identity_checks (user_id, provider_check_id, document_type, status)
   VALUES ($1, $2, 'RESIDENCE_PERMIT', 'UNKNOWN')`,
  [pro.id, `check-${pro.id}`],
);
const staff = await signIn('admin@example.com', 'hearth-demo');

t.test('staff get the documents waiting, filtered by purpose from the address', async (t) => {
  const all = await get('/admin/documents', staff);
  t.equal(all.status, 200);
  t.equal(all.headers['cache-control'], 'no-store');
  t.match(all.text, '<h1>Documents');
  t.match(all.text, `href="/admin/users/${pro.id}"`);
  t.match(all.text, 'Sam Vetted');
  t.match(all.text, `href="/documents/${licence.id}"`);
  t.match(all.text, 'sams-licence.pdf');
  t.match(all.text, 'sams-conduct.pdf');
  t.match(all.text, new RegExp(`Qualification: (<!-- -->)?${profession?.name}`));
  const checks = await get('/admin/documents?purpose=BACKGROUND_CHECK', staff);
  t.equal(checks.status, 200);
  t.match(checks.text, 'sams-conduct.pdf');
  t.match(checks.text, 'Certificate of good conduct');
  t.notMatch(checks.text, 'sams-licence.pdf', 'only the background checks');
  t.notMatch(checks.text, 'sams-diploma.pdf');
  t.match(checks.text, /<option value="BACKGROUND_CHECK" selected/, 'the filter shows what is chosen');
  const odd = await get('/admin/documents?purpose=NONSENSE', staff);
  t.equal(odd.status, 200);
  t.match(odd.text, 'sams-licence.pdf', 'an unknown purpose shows them all');
});

t.test('staff get the MANUAL qualifications with their papers', async (t) => {
  const answer = await get('/admin/qualifications', staff);
  t.equal(answer.status, 200);
  t.equal(answer.headers['cache-control'], 'no-store');
  t.match(answer.text, '<h1>Qualifications');
  t.match(answer.text, String(profession?.name));
  t.match(answer.text, 'Sam Vetted');
  t.match(answer.text, `href="/documents/${qualificationPaper.id}"`);
});

t.test('staff get the identity checks the provider could not decide', async (t) => {
  const answer = await get('/admin/identity-checks', staff);
  t.equal(answer.status, 200);
  t.equal(answer.headers['cache-control'], 'no-store');
  t.match(answer.text, '<h1>Identity checks');
  t.match(answer.text, 'Sam Vetted');
  t.match(answer.text, 'Residence permit');
});

t.test("staff open a document's file; no one else does", async (t) => {
  const path = `/documents/${licence.id}`;
  const file = await get(path, staff);
  t.equal(file.status, 200);
  t.equal(file.headers['content-type'], 'application/pdf');
  t.equal(file.headers['cache-control'], 'no-store');
  t.equal(file.headers['x-content-type-options'], 'nosniff');
  t.match(file.headers['content-disposition'], /^attachment/);
  t.equal(file.text, PDF.toString());
  t.equal((await get(`/documents/${certificate.id}`, staff)).status, 200);
  t.equal((await get('/documents/00000000-0000-4000-8000-000000000000', staff)).status, 404, 'no such document');
  t.equal((await get('/documents/not-an-id', staff)).status, 404);
  const asPro = await get(path, await signIn(pro.email));
  t.equal(asPro.status, 404, 'the professional themself: not here');
  t.notMatch(asPro.text, '%PDF');
  t.equal((await get(path)).status, 401, 'no session');
});

t.test('anyone else gets the not-found page', async (t) => {
  const owner = await createConsumer(db, 'uk');
  const people: [string, string | undefined][] = [
    ['a professional', await signIn(pro.email)],
    ['a home owner', await signIn(owner.email)],
    ['a visitor', undefined],
  ];
  for (const [who, cookie] of people) {
    for (const path of ['/admin/documents', '/admin/qualifications', '/admin/identity-checks']) {
      const answer = await get(path, cookie);
      t.equal(answer.status, 404, `${who}: ${path}`);
      t.notMatch(answer.text, /sams-licence|sams-diploma|Residence permit/, `${who}: nothing of the page`);
      t.notMatch(answer.text, 'data-testid="admin-nav"', `${who}: nothing of the console`);
    }
  }
});
