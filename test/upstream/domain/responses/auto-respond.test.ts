// Auto-respond (spec §2.7 auto-respond, message-templates): a professional's templates and rules,
// and the rules answering a newly posted job with a proposal — only jobs of the rule's services,
// within reach, within the daily limit — recorded among the job's matching strategies.
import t from 'tap';
import { autoRespond } from '../../../../upstream/domain/responses/auto-respond.ts';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

const CREATE_TEMPLATE = `mutation($input: MessageTemplateInput!) { createMessageTemplate(input: $input) { __typename
  ... on MessageTemplateSaved { template { id title body } } ... on InvalidFields { fieldErrors { field code } }
  ... on ContactDetailsShared { field } ... on NotFound { id } } }`;
const UPDATE_TEMPLATE = `mutation($input: UpdateMessageTemplateInput!) { updateMessageTemplate(input: $input) { __typename
  ... on MessageTemplateSaved { template { id title body } } ... on InvalidFields { fieldErrors { field code } }
  ... on ContactDetailsShared { field } ... on NotFound { id } } }`;
const DELETE_TEMPLATE = `mutation($id: ID!) { deleteMessageTemplate(input: { templateId: $id }) { __typename
  ... on MessageTemplateDeleted { templateId } ... on NotFound { id } } }`;
const TEMPLATES = 'query { messageTemplates { id title body createdAt } }';
const RULE_FIELDS = `id enabled maxDistance services { id } template { id }
  price { type amount { amountMinor currency } note }`;
const CREATE_RULE = `mutation($input: AutoRespondRuleInput!) { createAutoRespondRule(input: $input) { __typename
  ... on AutoRespondRuleSaved { rule { ${RULE_FIELDS} } } ... on InvalidFields { fieldErrors { field code } }
  ... on NotFound { id } } }`;
const UPDATE_RULE = `mutation($input: UpdateAutoRespondRuleInput!) { updateAutoRespondRule(input: $input) { __typename
  ... on AutoRespondRuleSaved { rule { ${RULE_FIELDS} } } ... on InvalidFields { fieldErrors { field code } }
  ... on NotFound { id } } }`;
const DELETE_RULE = `mutation($id: ID!) { deleteAutoRespondRule(input: { ruleId: $id }) { __typename
  ... on AutoRespondRuleDeleted { ruleId } ... on NotFound { id } } }`;

const BODY = 'Thank you for your job. I am available this week and happy to help you with it.';

async function setting(brand = 'nl') {
  const trade = await createTrade(db, brand);
  const pro = await createPro(db, {
    brand,
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    radiusKm: 30,
  });
  const token = await tokenFor(pro.id);
  const template = async (body = BODY, title = 'Quick answer') =>
    (await ask(CREATE_TEMPLATE, { input: { title, body } }, token)).createMessageTemplate.template.id as string;
  const rule = async (input: Record<string, unknown>) =>
    (await ask(CREATE_RULE, { input }, token)).createAutoRespondRule;
  return { trade, pro, token, template, rule };
}

t.test('a rule answers a matching job with a proposal from its template', async (t) => {
  const s = await setting();
  const templateId = await s.template();
  const created = await s.rule({
    enabled: true,
    serviceIds: [s.trade.serviceIds[0]],
    maxDistance: 15,
    templateId,
    price: { type: 'ESTIMATED_PRICE', amountMinor: 12000 },
  });
  t.equal(created.__typename, 'AutoRespondRuleSaved');
  const owner = await createConsumer(db);
  const place = (latitude: number, longitude = 5.1214) => createPlace(db, 'NL', latitude, longitude);
  const job = async (at: Awaited<ReturnType<typeof place>>, extra: Partial<Parameters<typeof createJob>[1]> = {}) => {
    const id = await createJob(db, { consumerId: owner.id, trade: s.trade, place: at, ...extra });
    await autoRespond(db, id);
    return id;
  };
  const answers = async (jobId: string) =>
    db.query<Record<string, unknown>>(
      `SELECT status, origin, additional_info, price_type, price_amount_minor, lead_fee_minor, currency
         FROM proposals WHERE service_request_id = $1 AND pro_id = $2`,
      [jobId, s.pro.id],
    );

  const near = await job(await place(52.1807)); // 10 km
  t.same(await answers(near), [
    {
      status: 'PROPOSED',
      origin: 'AUTO_RESPOND',
      additional_info: BODY,
      price_type: 'ESTIMATED_PRICE',
      price_amount_minor: 12000,
      lead_fee_minor: 1500,
      currency: 'EUR',
    },
  ]);
  const [row] = await db.query<{ responses_count: number; matching_strategies: unknown[] }>(
    'SELECT responses_count, matching_strategies FROM service_requests WHERE id = $1',
    [near],
  );
  t.equal(row?.responses_count, 1);
  t.same(row?.matching_strategies, [
    { kind: 'WORK_AREA', radiusKm: 30 },
    { kind: 'AUTO_RESPOND', serviceProId: s.pro.id },
  ]);
  await autoRespond(db, near);
  t.equal((await answers(near)).length, 1, 'a job is answered once');

  t.same(await answers(await job(await place(52.2707))), [], 'not beyond the rule distance (20 km)');
  t.same(await answers(await job(await place(52.1807), { serviceIndex: 1 })), [], 'not another service');
  t.same(await answers(await job(await place(53.2194, 6.5665))), [], 'not outside the work area');
  const rival = await createPro(db, { serviceIds: s.trade.serviceIds, professionId: s.trade.professionId });
  t.same(await answers(await job(await place(52.1807), { directProId: rival.id })), [], 'not one sent to someone else');
  const full = await createJob(db, { consumerId: owner.id, trade: s.trade, place: await place(52.1807) });
  for (let index = 0; index < 5; index++) {
    const other = await createPro(db, { serviceIds: s.trade.serviceIds, professionId: s.trade.professionId });
    await db.query(
      `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at) VALUES ($1, $2, 'PROPOSED', now())`,
      [full, other.id],
    );
  }
  await autoRespond(db, full);
  t.same(await answers(full), [], 'not a job with all the proposals it takes');

  await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [s.pro.id]);
  t.same(await answers(await job(await place(52.1807))), [], 'not for a professional who is not active');
  await db.query(`UPDATE users SET status = 'ACTIVE' WHERE id = $1`, [s.pro.id]);
  await db.query('UPDATE auto_respond_rules SET enabled = false WHERE pro_id = $1', [s.pro.id]);
  t.same(await answers(await job(await place(52.1807))), [], 'not by a disabled rule');
});

t.test('rules answer at most the daily limit of jobs, the oldest rule first', async (t) => {
  const s = await setting();
  const older = await s.template('An answer from the older rule, which came first of the two.');
  const newer = await s.template('An answer from the newer rule, which came second of the two.');
  for (const templateId of [older, newer]) {
    await s.rule({ enabled: true, serviceIds: s.trade.serviceIds, templateId });
  }
  await db.query('UPDATE company_profiles SET auto_respond_daily_limit = 2 WHERE user_id = $1', [s.pro.id]);
  const owner = await createConsumer(db);
  const place = await createPlace(db);
  const answered: number[] = [];
  for (let index = 0; index < 3; index++) {
    const id = await createJob(db, { consumerId: owner.id, trade: s.trade, place });
    await autoRespond(db, id);
    const rows = await db.query<{ additional_info: string }>(
      'SELECT additional_info FROM proposals WHERE service_request_id = $1',
      [id],
    );
    answered.push(rows.length);
    if (rows[0]) t.equal(rows[0].additional_info, 'An answer from the older rule, which came first of the two.');
  }
  t.same(answered, [1, 1, 0], 'two a day');
  await db.query(`UPDATE proposals SET created_at = now() - interval '1 day' WHERE pro_id = $1`, [s.pro.id]);
  const tomorrow = await createJob(db, { consumerId: owner.id, trade: s.trade, place });
  await autoRespond(db, tomorrow);
  t.equal(
    (await db.query('SELECT 1 FROM proposals WHERE service_request_id = $1', [tomorrow])).length,
    1,
    'the next day again',
  );
});

t.test('a professional keeps message templates of their own', async (t) => {
  const s = await setting();
  const other = await setting();
  const create = async (input: Record<string, unknown>, token = s.token) =>
    (await ask(CREATE_TEMPLATE, { input }, token)).createMessageTemplate;
  const saved = await create({ title: '  Quick answer ', body: `  ${BODY}  ` });
  t.same(saved, {
    __typename: 'MessageTemplateSaved',
    template: { id: saved.template.id, title: 'Quick answer', body: BODY },
  });
  t.same(await create({ title: ' ', body: 'too short' }), {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'title', code: 'REQUIRED' },
      { field: 'body', code: 'INVALID' },
    ],
  });
  t.same(await create({ title: 'x'.repeat(101), body: 'b'.repeat(3001) }), {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'title', code: 'INVALID' },
      { field: 'body', code: 'INVALID' },
    ],
  });
  t.same(await create({ title: 'Call me', body: 'Please call me on 06 1234 5678 about the job.' }), {
    __typename: 'ContactDetailsShared',
    field: 'body',
  });
  const second = await create({ title: 'Second', body: 'Another answer that is long enough.' });

  const update = async (input: Record<string, unknown>, token = s.token) =>
    (await ask(UPDATE_TEMPLATE, { input }, token)).updateMessageTemplate;
  const changed = await update({ templateId: saved.template.id, title: 'Changed', body: BODY });
  t.same(changed.template, { id: saved.template.id, title: 'Changed', body: BODY });
  t.same(await update({ templateId: saved.template.id, title: 'Mine now', body: BODY }, other.token), {
    __typename: 'NotFound',
    id: saved.template.id,
  });
  t.same(await update({ templateId: saved.template.id, title: 'Changed', body: 'short' }), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'body', code: 'INVALID' }],
  });
  const listed = (await ask(TEMPLATES, {}, s.token)).messageTemplates;
  t.same(
    listed.map((template: { id: string }) => template.id),
    [saved.template.id, second.template.id],
    'in the order they were made',
  );
  t.same((await ask(TEMPLATES, {}, other.token)).messageTemplates, [], 'no one else sees them');

  t.same((await ask(DELETE_TEMPLATE, { id: second.template.id }, other.token)).deleteMessageTemplate, {
    __typename: 'NotFound',
    id: second.template.id,
  });
  t.same((await ask(DELETE_TEMPLATE, { id: second.template.id }, s.token)).deleteMessageTemplate, {
    __typename: 'MessageTemplateDeleted',
    templateId: second.template.id,
  });
  t.equal((await ask(TEMPLATES, {}, s.token)).messageTemplates.length, 1);
  const owner = await tokenFor((await createConsumer(db)).id);
  t.equal(errorCode(await call(origin, TEMPLATES, {}, { token: owner })), 'FORBIDDEN');
});

t.test('a professional keeps auto-respond rules for their own services and templates', async (t) => {
  const s = await setting();
  const other = await setting();
  const templateId = await s.template();
  const theirTemplate = await other.template();
  const valid = { enabled: true, serviceIds: [s.trade.serviceIds[0]], maxDistance: 12.5, templateId };

  const created = await s.rule({ ...valid, price: { type: 'OTHER', note: 'Per hour, after a visit' } });
  t.same(created.rule, {
    id: created.rule.id,
    enabled: true,
    maxDistance: 12.5,
    services: [{ id: s.trade.serviceIds[0] }],
    template: { id: templateId },
    price: { type: 'OTHER', amount: null, note: 'Per hour, after a visit' },
  });
  t.same(await s.rule({ ...valid, serviceIds: [other.trade.serviceIds[0]] }), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'serviceIds', code: 'INVALID' }],
  });
  t.same(await s.rule({ ...valid, serviceIds: [], maxDistance: 0, price: { type: 'ESTIMATED_PRICE' } }), {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'serviceIds', code: 'REQUIRED' },
      { field: 'maxDistance', code: 'INVALID' },
      { field: 'price.amountMinor', code: 'REQUIRED' },
    ],
  });
  t.same(await s.rule({ ...valid, templateId: theirTemplate }), { __typename: 'NotFound', id: theirTemplate });

  const update = async (ruleId: string, rule: Record<string, unknown>, token = s.token) =>
    (await ask(UPDATE_RULE, { input: { ruleId, rule } }, token)).updateAutoRespondRule;
  const updated = await update(created.rule.id, { ...valid, enabled: false, maxDistance: null });
  t.match(updated.rule, { enabled: false, maxDistance: null, price: null });
  t.same(await update(created.rule.id, { ...valid, templateId: theirTemplate }, other.token), {
    __typename: 'NotFound',
    id: created.rule.id,
  });
  const rules = (await ask(`query { autoRespondRules { ${RULE_FIELDS} } }`, {}, s.token)).autoRespondRules;
  t.same(
    rules.map((rule: { id: string }) => rule.id),
    [created.rule.id],
  );
  t.same((await ask('query { autoRespondRules { id } }', {}, other.token)).autoRespondRules, []);
  t.same((await ask(DELETE_RULE, { id: created.rule.id }, other.token)).deleteAutoRespondRule, {
    __typename: 'NotFound',
    id: created.rule.id,
  });
  t.same((await ask(DELETE_RULE, { id: created.rule.id }, s.token)).deleteAutoRespondRule, {
    __typename: 'AutoRespondRuleDeleted',
    ruleId: created.rule.id,
  });
  t.same((await ask(DELETE_RULE, { id: 'nope' }, s.token)).deleteAutoRespondRule, {
    __typename: 'NotFound',
    id: 'nope',
  });
});

t.test('a rule distance is kept in the brand unit and its price in the brand currency', async (t) => {
  const s = await setting('uk');
  const templateId = await s.template();
  const created = await s.rule({
    enabled: true,
    serviceIds: [s.trade.serviceIds[0]],
    maxDistance: 10,
    templateId,
    price: { type: 'ESTIMATED_PRICE', amountMinor: 9000 },
  });
  t.equal(created.rule.maxDistance, 10, 'ten miles');
  t.same(created.rule.price.amount, { amountMinor: 9000, currency: 'GBP' });
  const [stored] = await db.query<{ max_distance_km: number }>(
    'SELECT max_distance_km FROM auto_respond_rules WHERE id = $1',
    [created.rule.id],
  );
  t.equal(Math.round((stored?.max_distance_km ?? 0) * 100) / 100, 16.09, 'kept in km');
});
