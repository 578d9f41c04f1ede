// What the professional's template and auto-respond pages read (spec §2.7 message-templates,
// auto-respond): one template or rule by id, when a template last changed and how many rules answer
// with it, each rule's own daily limit within the bounds the upstream gives, and what each rule sent
// today — counted from the proposals it created, shown to the rule's owner only.
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
  ... on MessageTemplateSaved { template { id createdAt updatedAt } } } }`;
const UPDATE_TEMPLATE = `mutation($input: UpdateMessageTemplateInput!) { updateMessageTemplate(input: $input) {
  __typename ... on MessageTemplateSaved { template { id title createdAt updatedAt } } } }`;
const TEMPLATE = 'query($id: ID!) { messageTemplate(id: $id) { id title autoRespondRuleCount } }';
const CREATE_RULE = `mutation($input: AutoRespondRuleInput!) { createAutoRespondRule(input: $input) { __typename
  ... on AutoRespondRuleSaved { rule { id dailyLimit } } ... on InvalidFields { fieldErrors { field code } } } }`;
const UPDATE_RULE = `mutation($input: UpdateAutoRespondRuleInput!) { updateAutoRespondRule(input: $input) {
  __typename ... on AutoRespondRuleSaved { rule { id dailyLimit } } ... on InvalidFields { fieldErrors { field code } } } }`;
const RULE = `query($id: ID!) { autoRespondRule(id: $id) { id dailyLimit
  sentToday { id status serviceRequest { id } } } }`;
const BOUNDS = 'query { autoRespondDailyLimitBounds { min max } }';

const BODY = 'Thank you for your job. I can come and have a look at it this week.';

async function setting() {
  const trade = await createTrade(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId, radiusKm: 30 });
  const token = await tokenFor(pro.id);
  const templateId = (await ask(CREATE_TEMPLATE, { input: { title: 'Quick answer', body: BODY } }, token))
    .createMessageTemplate.template.id as string;
  const rule = async (input: Record<string, unknown> = {}) =>
    (await ask(CREATE_RULE, { input: { enabled: true, serviceIds: trade.serviceIds, templateId, ...input } }, token))
      .createAutoRespondRule;
  return { trade, pro, token, templateId, rule };
}

t.test("a template by id is the professional's own; it says when it changed and which rules use it", async (t) => {
  const s = await setting();
  const other = await setting();
  t.same((await ask(TEMPLATE, { id: s.templateId }, s.token)).messageTemplate, {
    id: s.templateId,
    title: 'Quick answer',
    autoRespondRuleCount: 0,
  });
  t.equal((await ask(TEMPLATE, { id: s.templateId }, other.token)).messageTemplate, null, "not another pro's");
  t.equal((await ask(TEMPLATE, { id: 'not-an-id' }, s.token)).messageTemplate, null, 'not a malformed id');
  await s.rule();
  await s.rule();
  t.equal((await ask(TEMPLATE, { id: s.templateId }, s.token)).messageTemplate.autoRespondRuleCount, 2);

  await db.query(
    `UPDATE message_templates SET created_at = created_at - interval '1 day',
                                               updated_at = updated_at - interval '1 day' WHERE id = $1`,
    [s.templateId],
  );
  const { template } = (
    await ask(UPDATE_TEMPLATE, { input: { templateId: s.templateId, title: 'Changed', body: BODY } }, s.token)
  ).updateMessageTemplate;
  t.ok(Date.parse(template.updatedAt) > Date.parse(template.createdAt), 'a change moves updatedAt, not createdAt');
  const owner = await tokenFor((await createConsumer(db)).id);
  t.equal(errorCode(await call(origin, TEMPLATE, { id: s.templateId }, { token: owner })), 'FORBIDDEN');
});

t.test("a rule's daily limit lies within the bounds the upstream gives: 1 to the pro's own limit", async (t) => {
  const s = await setting();
  await db.query('UPDATE company_profiles SET auto_respond_daily_limit = 6 WHERE user_id = $1', [s.pro.id]);
  t.same((await ask(BOUNDS, {}, s.token)).autoRespondDailyLimitBounds, { min: 1, max: 6 });
  t.equal((await s.rule()).rule.dailyLimit, 6, 'absent, the most allowed');
  const created = await s.rule({ dailyLimit: 2 });
  t.equal(created.rule.dailyLimit, 2);
  for (const dailyLimit of [0, 7, -1]) {
    t.same(await s.rule({ dailyLimit }), {
      __typename: 'InvalidFields',
      fieldErrors: [{ field: 'dailyLimit', code: 'INVALID' }],
    });
  }
  const update = (dailyLimit: number) =>
    ask(
      UPDATE_RULE,
      {
        input: {
          ruleId: created.rule.id,
          rule: { enabled: true, serviceIds: s.trade.serviceIds, templateId: s.templateId, dailyLimit },
        },
      },
      s.token,
    );
  t.equal((await update(5)).updateAutoRespondRule.rule.dailyLimit, 5);
  t.equal((await update(9)).updateAutoRespondRule.__typename, 'InvalidFields');
  const owner = await tokenFor((await createConsumer(db)).id);
  t.equal(errorCode(await call(origin, BOUNDS, {}, { token: owner })), 'FORBIDDEN');
});

t.test('each rule answers up to its own daily limit, and says which jobs it answered today', async (t) => {
  const s = await setting();
  const first = (await s.rule({ dailyLimit: 2, serviceIds: [s.trade.serviceIds[0]] })).rule.id as string;
  const second = (await s.rule({ dailyLimit: 1, serviceIds: [s.trade.serviceIds[1]] })).rule.id as string;
  const owner = await createConsumer(db);
  const place = await createPlace(db);
  const post = async (serviceIndex: 0 | 1) => {
    const id = await createJob(db, { consumerId: owner.id, trade: s.trade, place, serviceIndex });
    await autoRespond(db, id);
    return id;
  };
  const jobs = [await post(0), await post(0), await post(0), await post(1), await post(1)];
  const answered = await db.query<{ service_request_id: string; auto_respond_rule_id: string }>(
    `SELECT service_request_id, auto_respond_rule_id FROM proposals WHERE pro_id = $1 ORDER BY created_at, id`,
    [s.pro.id],
  );
  t.same(
    answered.map((row) => [row.service_request_id, row.auto_respond_rule_id]),
    [
      [jobs[0], first],
      [jobs[1], first],
      [jobs[3], second],
    ],
    'two by the first rule, one by the second; each proposal names its rule',
  );

  const seen = (await ask(RULE, { id: first }, s.token)).autoRespondRule;
  t.equal(seen.dailyLimit, 2);
  t.same(
    seen.sentToday.map((proposal: { serviceRequest: { id: string } }) => proposal.serviceRequest.id),
    [jobs[1], jobs[0]],
    'the jobs it answered today, newest first',
  );
  t.equal(seen.sentToday[0].status, 'PROPOSED');

  await db.query(
    `UPDATE proposals SET created_at = now() - interval '1 day' WHERE auto_respond_rule_id = $1
        AND service_request_id = $2`,
    [first, jobs[0] ?? ''],
  );
  t.equal((await ask(RULE, { id: first }, s.token)).autoRespondRule.sentToday.length, 1, 'only today counts');
  const later = await post(0);
  t.same(
    (await ask(RULE, { id: first }, s.token)).autoRespondRule.sentToday.map(
      (proposal: { serviceRequest: { id: string } }) => proposal.serviceRequest.id,
    ),
    [later, jobs[1]],
    'a proposal of yesterday leaves room for another today',
  );
});

t.test("today is the product's day (Europe/Amsterdam), not the UTC one", async (t) => {
  const s = await setting();
  const rule = (await s.rule({ dailyLimit: 5 })).rule.id as string;
  const owner = await createConsumer(db);
  const place = await createPlace(db);
  const jobs: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const id = await createJob(db, { consumerId: owner.id, trade: s.trade, place, serviceIndex: 0 });
    await autoRespond(db, id);
    jobs.push(id);
  }
  // One answered a second after Amsterdam's midnight (the evening before in UTC), one a second
  // before it.
  const midnight = `date_trunc('day', now() AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam'`;
  await db.query(`UPDATE proposals SET created_at = ${midnight} + interval '1 second' WHERE service_request_id = $1`, [
    jobs[0] ?? '',
  ]);
  await db.query(`UPDATE proposals SET created_at = ${midnight} - interval '1 second' WHERE service_request_id = $1`, [
    jobs[1] ?? '',
  ]);
  t.same(
    (await ask(RULE, { id: rule }, s.token)).autoRespondRule.sentToday.map(
      (proposal: { serviceRequest: { id: string } }) => proposal.serviceRequest.id,
    ),
    [jobs[0]],
    'the first counts for today, the second for yesterday',
  );
});

t.test("the pro's own daily limit still holds for all rules together", async (t) => {
  const s = await setting();
  await s.rule({ dailyLimit: 3, serviceIds: [s.trade.serviceIds[0]] });
  await s.rule({ dailyLimit: 3, serviceIds: [s.trade.serviceIds[1]] });
  await db.query('UPDATE company_profiles SET auto_respond_daily_limit = 2 WHERE user_id = $1', [s.pro.id]);
  const owner = await createConsumer(db);
  const place = await createPlace(db);
  for (const serviceIndex of [0, 1, 0, 1] as const) {
    await autoRespond(db, await createJob(db, { consumerId: owner.id, trade: s.trade, place, serviceIndex }));
  }
  const [row] = await db.query<{ answered: number }>(
    'SELECT count(*)::int AS answered FROM proposals WHERE pro_id = $1',
    [s.pro.id],
  );
  t.equal(row?.answered, 2);
});

t.test("what a rule sent is its owner's only: another pro cannot reach the rule", async (t) => {
  const s = await setting();
  const other = await setting();
  const ruleId = (await s.rule()).rule.id as string;
  t.equal((await ask(RULE, { id: ruleId }, other.token)).autoRespondRule, null);
  t.equal((await ask(RULE, { id: 'nope' }, s.token)).autoRespondRule, null);
  const owner = await tokenFor((await createConsumer(db)).id);
  t.equal(errorCode(await call(origin, RULE, { id: ruleId }, { token: owner })), 'FORBIDDEN');
  await db.query('DELETE FROM auto_respond_rules WHERE id = $1', [ruleId]);
  t.equal((await ask(RULE, { id: ruleId }, s.token)).autoRespondRule, null, 'a deleted rule is gone');
});
