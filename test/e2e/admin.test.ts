// The staff console in a real browser (issue 22), in two brands, at a desk's and a phone's width:
// staff find a home owner by email, impersonate them (the banner says so on the owner's page) and
// stop; approve a question (its public page appears) and take a review down (it leaves the
// professional's public profile); approve a professional's diploma (their qualification in the trade
// passes); send a failed message again; and the audit log shows every one of those actions.
import type { Page } from 'playwright-core';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { linkTo } from '../../shared/routes.ts';
import { startBff } from '../helpers/bff.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, signInThroughPage } from '../helpers/browser.ts';
import { send } from '../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createProposal,
  createTrade,
} from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;

// Older than anything in the demo data, so each item is on the first page of its queue.
const LONG_AGO = '2001-02-03T09:00:00Z';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

// What the journey acts on, in one brand: a home owner with a question waiting and a message that
// failed, and a professional they hired who has a published review and a diploma waiting.
async function arrange(brand: BrandId) {
  const owner = await createConsumer(db, brand);
  const trade = await createTrade(db, brand);
  const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
  const place = await createPlace(db, brand === 'uk' ? 'GB' : 'DE');
  const job = await createJob(db, { consumerId: owner.id, trade, place, brand, status: 'HIRED' });
  const proposal = await createProposal(db, job, pro.id, 'HIRED');
  const [question] = await db.query<{ id: string; slug: string }>(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
     VALUES ($1, $2, $3, 'damp-cellar-walls', 'How do I dry out damp cellar walls?',
             'White salt marks keep coming back on the cellar walls every spring.', 'PENDING', $4)
     RETURNING id, slug`,
    [brand, owner.id, trade.professionId, LONG_AGO],
  );
  const [review] = await db.query<{ id: string }>(
    `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
     VALUES ($1, $2, $3, $4, 1, 'Rude', 'Shouted at my neighbour and left rubbish in the drive.') RETURNING id`,
    [job, proposal, pro.id, owner.id],
  );
  await db.query(`UPDATE pro_professions SET qualification = 'PENDING' WHERE pro_id = $1`, [pro.id]);
  const [diploma] = await db.query<{ id: string; file_name: string }>(
    `INSERT INTO pro_documents (pro_id, kind, profession_id, file_name, content_type, size_bytes, original_name,
                                uploaded_at)
     VALUES ($1, 'QUALIFICATION', $2, gen_random_uuid()::text || '.pdf', 'application/pdf', $3, 'diploma.pdf', $4)
     RETURNING id, file_name`,
    [pro.id, trade.professionId, PDF.length, LONG_AGO],
  );
  await db.query(
    `INSERT INTO outbox_messages (user_id, recipient, channel, template, locale, payload, status, attempts, last_error)
     VALUES ($1, $2, 'EMAIL', 'password-reset', $3, '{}'::jsonb, 'FAILED', 5, 'Mailbox unavailable')`,
    [owner.id, owner.email, BRANDS[brand].locale],
  );
  if (!question || !review || !diploma) throw new Error('the journey’s data was not made');
  return { owner, pro, trade, question, review, diploma };
}

const confirmIn = async (page: Page, sheet: string, reason?: string) => {
  const dialog = page.getByTestId(sheet);
  await dialog.waitFor();
  if (reason !== undefined) await dialog.locator('textarea').fill(reason);
  await page.getByTestId(`${sheet}-confirm`).click();
  await dialog.waitFor({ state: 'hidden' });
};

for (const [brand, viewport] of [
  ['uk', DESKTOP],
  ['de', PHONE],
] as const satisfies readonly (readonly [BrandId, { width: number; height: number }])[]) {
  t.test(`${brand} at ${viewport.width} px: a day's work in the staff console`, async (t) => {
    const origin = bff.brandOrigin(brand);
    const words = PATHS[BRANDS[brand].locale];
    const { owner, pro, question, review, diploma } = await arrange(brand);
    const questionPath = linkTo('question', words, { id: question.id, slug: question.slug });
    const profilePath = linkTo('proProfile', words, { serviceProSlug: pro.slug ?? '' });
    // A visitor's view of a public page, asked of the BFF directly with the brand's host.
    const visitor = (path: string) => send(bff.origin, path, { host: `${brand}.localhost:${bff.port}` });

    const { page, problems } = await openPage(t, browser, { viewport });
    await page.goto(`${origin}/`);
    await signInThroughPage(page, 'admin@example.com', 'hearth-demo');

    // --- Find the home owner by email, impersonate them, see the banner, stop.
    await page.goto(`${origin}/admin/users`);
    await page.locator('input[name="search"]').fill(owner.email);
    await page.locator('form.filter-bar button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('search') === owner.email);
    await page.locator(`a[href="/admin/users/${owner.id}"]`).first().click();
    await page.waitForURL(`**/admin/users/${owner.id}`);
    await page.getByTestId('admin-user-impersonate').click();
    await page.getByTestId('admin-user-confirm-confirm').click();
    await page.waitForURL('**/consumer/my-projects');
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    t.ok(await banner.getByRole('alert').isVisible(), 'the owner’s page says staff are impersonating');
    await banner.getByRole('button').click();
    await page.waitForURL(`**/admin/users/${owner.id}`);
    t.equal(await page.getByTestId('impersonation-banner').count(), 0, 'themselves again, back on the account');

    // --- Approve the question: its public page appears.
    t.equal((await visitor(questionPath)).status, 404, 'a waiting question is not public');
    await page.goto(`${origin}/admin/questions`);
    await page.getByTestId(`approve-${question.id}`).click();
    await confirmIn(page, 'moderation-confirm');
    await page.getByTestId(`approve-${question.id}`).waitFor({ state: 'detached' });
    const shown = await visitor(questionPath);
    t.equal(shown.status, 200, 'the approved question is public');
    t.match(shown.text, 'How do I dry out damp cellar walls?');

    // --- Take the review down: it leaves the professional's profile.
    t.match((await visitor(profilePath)).text, 'Shouted at my neighbour', 'the review is on the profile');
    await page.goto(`${origin}/admin/reviews`);
    await page.getByTestId(`take-down-${review.id}`).click();
    await confirmIn(page, 'moderation-confirm', 'Abusive about a third person.');
    await page.getByTestId(`put-back-${review.id}`).waitFor();
    t.notMatch((await visitor(profilePath)).text, 'Shouted at my neighbour', 'the review left the profile at once');

    // --- Approve the diploma: the professional's qualification in the trade passes.
    await page.goto(`${origin}/admin/documents`);
    const row = page.locator(`tr:has(a[href="/documents/${diploma.id}"])`);
    await row.getByTestId('admin-document-approve').click();
    await confirmIn(page, 'admin-document-decision');
    await row.waitFor({ state: 'detached' });
    const [qualified] = await db.query<{ qualification: string }>(
      `SELECT qualification FROM pro_professions WHERE pro_id = $1`,
      [pro.id],
    );
    t.equal(qualified?.qualification, 'PASSED', 'the diploma qualified the professional in the trade');

    // --- Send the failed message again.
    await page.goto(`${origin}/admin/message-queue?status=FAILED&recipient=${encodeURIComponent(owner.email)}`);
    await page.getByTestId('admin-outbox-resend').click();
    await confirmIn(page, 'admin-outbox-resend-sheet', 'The mailbox is back.');
    await page.getByTestId('admin-outbox-resend').waitFor({ state: 'detached' });
    const [resent] = await db.query<{ status: string }>(
      `SELECT status FROM outbox_messages WHERE recipient = $1 AND template = 'password-reset'`,
      [owner.email],
    );
    t.not(resent?.status, 'FAILED', 'the message is on its way again');

    // --- The audit log shows each of those actions, with whom it concerned.
    for (const [subject, operations] of [
      [owner.id, ['impersonateUser', 'resendMessage']],
      [pro.id, ['moderateReview', 'decideDocument']],
    ] as const) {
      await page.goto(`${origin}/admin/audit-log?subject=${subject}`);
      const log = await page.locator('table').textContent();
      for (const operation of operations) t.match(log, operation, `the audit log shows ${operation}`);
    }
    await page.goto(`${origin}/admin/audit-log?operation=moderateQuestion`);
    t.match(await page.locator('table').textContent(), 'moderateQuestion', 'and the question’s approval');

    t.same(problems, [], 'the console stayed clean');
  });
}
