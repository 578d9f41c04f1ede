// A professional's documents over real HTTP (decision 058): uploads are checked by their bytes (a
// PNG renamed .pdf is a PNG, text named .pdf is refused), empty and too large files are refused,
// kept under a server-made name outside the public files folder (never at /files/), read back by
// staff only; staff decide documents and qualifications with audit entries; only the account's
// holder or a MANAGER uploads.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { colleagueSession, createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode, newRequestId } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db, documentsDir, uploadsDir } = upstream;
const adminId = await upstream.userId('admin@example.com');
const adminToken = await upstream.sessionFor({ userId: adminId, secondLayer: false });
const trade = await createTrade(db);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

const DOCUMENT = `id documentType profession { id } contentType sizeBytes originalName status reason uploadedAt decidedAt
  servicePro { id }`;
const RESULT = `__typename ... on DocumentUploaded { document { ${DOCUMENT} } }
  ... on InvalidFile { code fileName } ... on InvalidFields { fieldErrors { field code } }`;
const UPLOAD = `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { ${RESULT} } }`;
const UPLOAD_QUALIFICATION = `mutation($input: UploadQualificationDocumentInput!) {
  uploadQualificationDocument(input: $input) { ${RESULT} } }`;
const MINE = `{ myDocuments { ${DOCUMENT} } }`;
const TO_REVIEW = `{ documentsToReview { id status } }`;
const DECIDE = `mutation($input: DecideDocumentInput!) { decideDocument(input: $input) { __typename
  ... on DocumentDecided { document { id status reason decidedAt } }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const DECIDE_QUALIFICATION = `mutation($input: DecideQualificationInput!) { decideQualification(input: $input) {
  __typename ... on QualificationDecided { proId professionId qualification }
  ... on InvalidFields { fieldErrors { field code } } } }`;

const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenOf(pro.id) };
}

interface FileToSend {
  readonly name: string;
  readonly bytes: Buffer;
  readonly type?: string;
}

// A GraphQL multipart request with one file at variables.input.file, as the BFF sends one.
async function sendFile(query: string, input: Record<string, unknown>, file: FileToSend, token?: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const headers: Record<string, string> = { 'x-request-id': newRequestId() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: form });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by path
  return { status: response.status, body: (await response.json()) as any };
}

async function upload(token: string, file: FileToSend, documentType = 'BUSINESS_LICENSE') {
  const { body } = await sendFile(UPLOAD, { documentType }, file, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.uploadDocument;
}

const kept = () => (existsSync(documentsDir) ? readdirSync(documentsDir) : []);

t.test('a PDF, JPEG or PNG is kept by its bytes under a name of the server, outside the public files', async (t) => {
  const pro = await newPro();
  await db.query(
    "INSERT INTO pro_onboarding_steps (pro_id, step, position) VALUES ($1, 'DOCUMENT_UPLOAD_REQUESTED', 1)",
    [pro.id],
  );
  const pdf = await upload(pro.token, { name: 'licence.pdf', bytes: PDF });
  t.match(pdf, {
    __typename: 'DocumentUploaded',
    document: {
      documentType: 'BUSINESS_LICENSE',
      profession: null,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      originalName: 'licence.pdf',
      status: 'PENDING',
      reason: null,
      decidedAt: null,
      servicePro: { id: pro.id },
    },
  });
  const renamed = await upload(pro.token, { name: 'register.pdf', bytes: PNG }, 'COMMERCIAL_REGISTER_EXTRACT');
  t.match(renamed.document, { contentType: 'image/png', originalName: 'register.pdf' }, 'a PNG named .pdf is a PNG');
  const jpeg = await upload(pro.token, { name: 'card', bytes: JPEG, type: 'text/plain' }, 'CRAFT_CARD');
  t.match(jpeg.document, { contentType: 'image/jpeg' }, 'not by its declared type');
  const [row] = await db.query<{ file_name: string }>('SELECT file_name FROM pro_documents WHERE id = $1', [
    pdf.document.id,
  ]);
  t.match(row?.file_name, /^[0-9a-f-]{36}\.pdf$/);
  t.ok(kept().includes(row?.file_name ?? ''), 'in the documents folder');
  t.notOk(existsSync(join(uploadsDir, row?.file_name ?? '')), 'not in the public files folder');
  const publicly = await fetch(`${origin}/files/${row?.file_name}`);
  t.equal(publicly.status, 404, 'never served at /files/');
  const { myDocuments } = await ask(MINE, {}, pro.token);
  t.same(
    myDocuments.map((document: { id: string }) => document.id).sort(),
    [pdf.document.id, renamed.document.id, jpeg.document.id].sort(),
  );
  const [step] = await db.query<{ completed_at: Date | null }>(
    "SELECT completed_at FROM pro_onboarding_steps WHERE pro_id = $1 AND step = 'DOCUMENT_UPLOAD_REQUESTED'",
    [pro.id],
  );
  t.ok(step?.completed_at, "the onboarding's document step is done");
});

t.test('refused files: text named .pdf, empty, too large; nothing is kept', async (t) => {
  const pro = await newPro();
  const before = kept().length;
  t.same(await upload(pro.token, { name: 'licence.pdf', bytes: Buffer.from('only words, no document here') }), {
    __typename: 'InvalidFile',
    code: 'INVALID_FILE_TYPE',
    fileName: 'licence.pdf',
  });
  t.same(await upload(pro.token, { name: 'empty.pdf', bytes: Buffer.alloc(0) }), {
    __typename: 'InvalidFile',
    code: 'INVALID_FILE_SIZE',
    fileName: 'empty.pdf',
  });
  const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
  t.same(await upload(pro.token, { name: 'huge.pdf', bytes: huge }), {
    __typename: 'InvalidFile',
    code: 'INVALID_FILE_SIZE',
    fileName: 'huge.pdf',
  });
  t.equal(kept().length, before, 'no file left behind');
  t.same((await ask(MINE, {}, pro.token)).myDocuments, []);
});

t.test('a qualification document is for a trade of the brand', async (t) => {
  const pro = await newPro();
  const { body } = await sendFile(
    UPLOAD_QUALIFICATION,
    { professionId: trade.professionId },
    { name: 'diploma.pdf', bytes: PDF },
    pro.token,
  );
  t.match(body.data.uploadQualificationDocument, {
    __typename: 'DocumentUploaded',
    document: { documentType: null, profession: { id: trade.professionId }, status: 'PENDING' },
  });
  const abroad = await createTrade(db, 'fr');
  for (const professionId of [abroad.professionId, 'nope']) {
    const refused = await sendFile(
      UPLOAD_QUALIFICATION,
      { professionId },
      { name: 'diploma.pdf', bytes: PDF },
      pro.token,
    );
    t.same(refused.body.data.uploadQualificationDocument.fieldErrors, [{ field: 'professionId', code: 'NOT_FOUND' }]);
  }
});

t.test('staff read the bytes through an authorised route; nobody else does', async (t) => {
  const pro = await newPro();
  const { document } = await upload(pro.token, { name: 'licence.pdf', bytes: PDF });
  const as = (token?: string) =>
    fetch(`${origin}/documents/${document.id}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const staff = await as(adminToken);
  t.equal(staff.status, 200);
  t.equal(staff.headers.get('content-type'), 'application/pdf');
  t.equal(staff.headers.get('cache-control'), 'no-store');
  t.match(staff.headers.get('content-disposition'), /^attachment/);
  t.same(Buffer.from(await staff.arrayBuffer()), PDF);
  t.equal((await as()).status, 401);
  t.equal((await as(pro.token)).status, 403, 'not even its own professional');
  const consumer = await createConsumer(db);
  t.equal((await as(await tokenOf(consumer.id))).status, 403);
  const impersonating = await upstream.sessionFor({
    userId: pro.id,
    actorId: adminId,
    mode: 'IMPERSONATED',
    secondLayer: false,
  });
  t.equal((await as(impersonating)).status, 403, 'staff acting as someone else');
  const unknown = await fetch(`${origin}/documents/00000000-0000-4000-8000-000000000000`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  t.equal(unknown.status, 404);
  const garbage = await fetch(`${origin}/documents/..%2F..%2Fetc%2Fpasswd`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  t.equal(garbage.status, 404);
});

t.test('staff decide documents and qualifications, each in the audit log', async (t) => {
  const pro = await newPro();
  const { document } = await upload(pro.token, { name: 'licence.pdf', bytes: PDF });
  const review = await ask(TO_REVIEW, {}, adminToken);
  t.ok(
    review.documentsToReview.some((d: { id: string }) => d.id === document.id),
    'waiting for a decision',
  );
  const decide = async (input: Record<string, unknown>) =>
    (await ask(DECIDE, { input: { documentId: document.id, ...input } }, adminToken)).decideDocument;
  t.same((await decide({ decision: 'REFUSE' })).fieldErrors, [{ field: 'reason', code: 'REQUIRED' }]);
  t.same((await decide({ decision: 'APPROVE', reason: 'x'.repeat(501) })).fieldErrors, [
    { field: 'reason', code: 'INVALID' },
  ]);
  t.same(
    (await ask(DECIDE, { input: { documentId: 'nope', decision: 'APPROVE' } }, adminToken)).decideDocument.fieldErrors,
    [{ field: 'documentId', code: 'INVALID' }],
  );
  const missing = await ask(
    DECIDE,
    { input: { documentId: '00000000-0000-4000-8000-000000000000', decision: 'APPROVE' } },
    adminToken,
  );
  t.same(missing.decideDocument.fieldErrors, [{ field: 'documentId', code: 'NOT_FOUND' }]);
  t.match(await decide({ decision: 'REFER' }), { document: { status: 'MANUAL' } });
  t.match(await decide({ decision: 'REFUSE', reason: 'The licence has expired.' }), {
    __typename: 'DocumentDecided',
    document: { status: 'FAILED', reason: 'The licence has expired.' },
  });
  t.match(await decide({ decision: 'APPROVE' }), { document: { status: 'PASSED', reason: null } });
  const mine = await ask(MINE, {}, pro.token);
  t.equal(mine.myDocuments[0].status, 'PASSED', 'the professional sees the decision');
  const after = await ask(TO_REVIEW, {}, adminToken);
  t.notOk(after.documentsToReview.some((d: { id: string }) => d.id === document.id));
  const qualify = async (input: Record<string, unknown>) =>
    (
      await ask(
        DECIDE_QUALIFICATION,
        { input: { proId: pro.id, professionId: trade.professionId, ...input } },
        adminToken,
      )
    ).decideQualification;
  await db.query("UPDATE pro_professions SET qualification = 'PENDING' WHERE pro_id = $1", [pro.id]);
  t.same(await qualify({ decision: 'APPROVE' }), {
    __typename: 'QualificationDecided',
    proId: pro.id,
    professionId: trade.professionId,
    qualification: 'PASSED',
  });
  t.match(await qualify({ decision: 'REFUSE', reason: 'No diploma for this trade.' }), { qualification: 'FAILED' });
  t.match(await qualify({ decision: 'REFER' }), { qualification: 'MANUAL' });
  const [{ qualification } = { qualification: '' }] = await db.query<{ qualification: string }>(
    'SELECT qualification FROM pro_professions WHERE pro_id = $1 AND profession_id = $2',
    [pro.id, trade.professionId],
  );
  t.equal(qualification, 'MANUAL');
  const consumer = await createConsumer(db);
  const notPro = await ask(
    DECIDE_QUALIFICATION,
    { input: { proId: consumer.id, professionId: trade.professionId, decision: 'APPROVE' } },
    adminToken,
  );
  t.same(notPro.decideQualification.fieldErrors, [{ field: 'proId', code: 'NOT_FOUND' }]);
  const abroad = await createTrade(db, 'fr');
  t.same((await qualify({ professionId: abroad.professionId, decision: 'APPROVE' })).fieldErrors, [
    { field: 'professionId', code: 'NOT_FOUND' },
  ]);
  const audit = await db.query<{ operations: string[]; reason: string | null; actor_id: string }>(
    'SELECT operations, reason, actor_id FROM audit_log WHERE subject_id = $1 ORDER BY at, id',
    [pro.id],
  );
  t.same(
    audit.map((entry) => [entry.operations[0], entry.reason, entry.actor_id]),
    [
      ['decideDocument', null, adminId],
      ['decideDocument', 'The licence has expired.', adminId],
      ['decideDocument', null, adminId],
      ['decideQualification', null, adminId],
      ['decideQualification', 'No diploma for this trade.', adminId],
      ['decideQualification', null, adminId],
    ],
  );
});

t.test('who may: holder or MANAGER upload; staff only decide and review', async (t) => {
  const pro = await newPro();
  const consumer = await createConsumer(db);
  const consumerToken = await tokenOf(consumer.id);
  const refused = await sendFile(UPLOAD, { documentType: 'CRAFT_CARD' }, { name: 'a.pdf', bytes: PDF }, consumerToken);
  t.equal(refused.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  const visitor = await sendFile(UPLOAD, { documentType: 'CRAFT_CARD' }, { name: 'a.pdf', bytes: PDF });
  t.equal(visitor.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, MINE, {})), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, MINE, {}, { token: consumerToken })), 'FORBIDDEN');
  for (const token of [pro.token, consumerToken]) {
    t.equal(errorCode(await call(origin, TO_REVIEW, {}, { token })), 'FORBIDDEN');
    const input = { documentId: '00000000-0000-4000-8000-000000000000', decision: 'APPROVE' };
    t.equal(errorCode(await call(origin, DECIDE, { input }, { token })), 'FORBIDDEN');
    const qualification = { proId: pro.id, professionId: trade.professionId, decision: 'APPROVE' };
    t.equal(errorCode(await call(origin, DECIDE_QUALIFICATION, { input: qualification }, { token })), 'FORBIDDEN');
  }
  t.same((await ask(MINE, {}, pro.token)).myDocuments, [], 'nothing was stored by the refused calls');
});

t.test('§5 missing qualification: a service that needs it is not offered until it is PASSED', async (t) => {
  const qualified = await createTrade(db);
  const [needsIt, free] = qualified.serviceIds;
  await db.query('UPDATE services SET requires_qualification = true WHERE id = $1', [needsIt]);
  const pro = await createPro(db, { serviceIds: [], professionId: qualified.professionId, qualification: 'PENDING' });
  const token = await tokenOf(pro.id);
  const CHOOSE = `mutation($input: ChooseServicesInput!) { chooseServices(input: $input) { __typename
    ... on MissingQualification { professionId serviceIds } } }`;
  const choose = async (serviceIds: string[]) =>
    (await ask(CHOOSE, { input: { professionId: qualified.professionId, serviceIds } }, token)).chooseServices;
  const offered = async () =>
    (await db.query<{ service_id: string }>('SELECT service_id FROM pro_services WHERE pro_id = $1', [pro.id])).map(
      (row) => row.service_id,
    );
  t.same(await choose([needsIt, free]), {
    __typename: 'MissingQualification',
    professionId: qualified.professionId,
    serviceIds: [needsIt],
  });
  t.same(await offered(), [], 'nothing changed');
  t.equal((await choose([free])).__typename, 'ServicePreferencesSaved', 'the others may be offered');
  await db.query("UPDATE pro_professions SET qualification = 'MANUAL' WHERE pro_id = $1", [pro.id]);
  t.equal((await choose([needsIt])).__typename, 'MissingQualification', 'MANUAL is not PASSED');
  await ask(
    DECIDE_QUALIFICATION,
    { input: { proId: pro.id, professionId: qualified.professionId, decision: 'APPROVE' } },
    adminToken,
  );
  t.equal((await choose([needsIt, free])).__typename, 'ServicePreferencesSaved');
  t.same((await offered()).sort(), [needsIt, free].sort());
  await ask(
    DECIDE_QUALIFICATION,
    { input: { proId: pro.id, professionId: qualified.professionId, decision: 'REFUSE', reason: 'Expired.' } },
    adminToken,
  );
  t.same(await offered(), [free], 'taken back, the work that needs it is withdrawn from matching');
});

t.test('a MANAGER acting for the company uploads its papers, a MEMBER does not', async (t) => {
  const pro = await newPro();
  const actingAs = (role: 'MANAGER' | 'MEMBER') => colleagueSession(upstream, pro.id, role);
  const member = await sendFile(
    UPLOAD,
    { documentType: 'CRAFT_CARD' },
    { name: 'card.pdf', bytes: PDF },
    await actingAs('MEMBER'),
  );
  t.equal(member.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  const manager = await actingAs('MANAGER');
  t.equal((await upload(manager, { name: 'card.pdf', bytes: PDF }, 'CRAFT_CARD')).__typename, 'DocumentUploaded');
  const [row] = await db.query<{ pro_id: string; uploaded_by: string }>(
    'SELECT pro_id, uploaded_by FROM pro_documents WHERE pro_id = $1',
    [pro.id],
  );
  t.not(row?.uploaded_by, pro.id, 'who uploaded it is kept');
  t.equal(row?.pro_id, pro.id, "the company's document");
});

t.test('a certificate of good conduct is the background check: staff approve it and the profile says so', async (t) => {
  const pro = await newPro();
  await db.query(
    "INSERT INTO pro_onboarding_steps (pro_id, step, position) VALUES ($1, 'DOCUMENT_UPLOAD_REQUESTED', 1)",
    [pro.id],
  );
  const UPLOAD_CERTIFICATE = `mutation($input: UploadConductCertificateInput!) {
    uploadConductCertificate(input: $input) { __typename ... on DocumentUploaded { document { id purpose documentType } } } }`;
  const { body } = await sendFile(UPLOAD_CERTIFICATE, {}, { name: 'vog.pdf', bytes: PDF }, pro.token);
  const document = body.data.uploadConductCertificate.document;
  t.match(document, { purpose: 'BACKGROUND_CHECK', documentType: null });
  const [step] = await db.query<{ completed_at: Date | null }>(
    'SELECT completed_at FROM pro_onboarding_steps WHERE pro_id = $1',
    [pro.id],
  );
  t.equal(step?.completed_at, null, 'not one of the papers onboarding asks for');

  const queue = (purpose: string) =>
    ask(
      `query($purpose: DocumentPurpose) { documentsToReview(first: 100, purpose: $purpose) { id } }`,
      { purpose },
      adminToken,
    );
  const ids = (answer: { documentsToReview?: { id: string }[] }) =>
    (answer.documentsToReview ?? []).map((row) => row.id);
  t.ok(ids(await queue('BACKGROUND_CHECK')).includes(document.id), 'in the background checks');
  t.notOk(ids(await queue('COMPANY')).includes(document.id), 'not among the company papers');

  const PROFILE = 'query($slug: String!) { servicePro(slug: $slug) { backgroundChecked } }';
  t.equal((await ask(PROFILE, { slug: pro.slug }, '')).servicePro.backgroundChecked, false);
  const refused = await ask(
    DECIDE,
    { input: { documentId: document.id, decision: 'REFUSE', reason: 'Older than three months' } },
    adminToken,
  );
  t.equal(refused.decideDocument.document.status, 'FAILED');
  t.equal((await ask(PROFILE, { slug: pro.slug }, '')).servicePro.backgroundChecked, false, 'a refusal checks nothing');
  const approved = await ask(DECIDE, { input: { documentId: document.id, decision: 'APPROVE' } }, adminToken);
  t.equal(approved.decideDocument.document.status, 'PASSED');
  t.equal((await ask(PROFILE, { slug: pro.slug }, '')).servicePro.backgroundChecked, true);
  await db.query("UPDATE users SET background_checked_at = now() - interval '37 months' WHERE id = $1", [pro.id]);
  t.equal(
    (await ask(PROFILE, { slug: pro.slug }, '')).servicePro.backgroundChecked,
    false,
    'it lapses after three years',
  );

  // A person's own record: not a colleague's to send.
  const manager = await colleagueSession(upstream, pro.id, 'MANAGER');
  const byManager = await sendFile(UPLOAD_CERTIFICATE, {}, { name: 'vog.pdf', bytes: PDF }, manager);
  t.equal(byManager.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
});

t.test('a decision moves the professional on: a qualification passed, papers asked for again', async (t) => {
  const pro = await newPro();
  await db.query(
    `INSERT INTO pro_onboarding_steps (pro_id, step, position, completed_at)
     VALUES ($1, 'DOCUMENT_UPLOAD_REQUESTED', 1, NULL), ($1, 'INTRO_SAFETY', 2, NULL)`,
    [pro.id],
  );
  const ONBOARDING = '{ myOnboarding { currentStep steps { step done } } }';
  const currentStep = async () => (await ask(ONBOARDING, {}, pro.token)).myOnboarding.currentStep;
  const decide = async (documentId: string, decision: string, reason?: string) =>
    (await ask(DECIDE, { input: { documentId, decision, reason } }, adminToken)).decideDocument;

  // The diploma of a trade: approving it qualifies the professional in that trade.
  const qualification = () =>
    db
      .query<{ qualification: string }>(
        'SELECT qualification FROM pro_professions WHERE pro_id = $1 AND profession_id = $2',
        [pro.id, trade.professionId],
      )
      .then(([row]) => row?.qualification);
  await db.query(`UPDATE pro_professions SET qualification = 'PENDING' WHERE pro_id = $1`, [pro.id]);
  const { body } = await sendFile(
    UPLOAD_QUALIFICATION,
    { professionId: trade.professionId },
    { name: 'diploma.pdf', bytes: PDF },
    pro.token,
  );
  const diploma = body.data.uploadQualificationDocument.document.id;
  t.equal(await qualification(), 'PENDING', 'an upload alone qualifies no one');
  await decide(diploma, 'REFUSE', 'The name on the diploma is not yours.');
  t.equal(await qualification(), 'PENDING', 'a refused diploma takes nothing away');
  await decide(diploma, 'APPROVE');
  t.equal(await qualification(), 'PASSED', 'an approved diploma passes the qualification');

  // The company's papers: two sent, the step done; one refused leaves it done while the other
  // waits; both refused ask for papers again.
  const first = (await upload(pro.token, { name: 'licence.pdf', bytes: PDF })).document.id;
  const second = (await upload(pro.token, { name: 'extract.pdf', bytes: PDF }, 'COMMERCIAL_REGISTER_EXTRACT')).document
    .id;
  t.equal(await currentStep(), 'INTRO_SAFETY', 'papers sent: the next step');
  await decide(first, 'REFUSE', 'Expired.');
  t.equal(await currentStep(), 'INTRO_SAFETY', 'another paper still waits');
  await decide(second, 'REFUSE', 'Unreadable.');
  t.equal(await currentStep(), 'DOCUMENT_UPLOAD_REQUESTED', 'every paper refused: asked for again');
  await decide(second, 'APPROVE');
  await upload(pro.token, { name: 'licence-2026.pdf', bytes: PDF });
  t.equal(await currentStep(), 'INTRO_SAFETY', 'a new paper completes the step again');
});
