// The staff's moderation pages (§2.9, decision 078) rendered by the real BFF over a real upstream:
// staff get each queue with what waits in it on the server's page — a question, an answer, a
// review, a review from elsewhere, a reported message — never to be cached; a professional, a
// home owner and a visitor get the not-found page with nothing of the console.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { send, signInCookies } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createProposal,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

const page = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

// Waiting the longest, so each is on the first page of its queue whatever else waits.
const LONG_AGO = '2001-02-03T09:00:00Z';

const owner = await createConsumer(db, 'uk');
const trade = await createTrade(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const place = await createPlace(db, 'GB');
const job = await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk', status: 'HIRED' });
const proposal = await createProposal(db, job, pro.id, 'HIRED');

await db.query(
  `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
   VALUES ('uk', $1, $2, 'render-on-old-brick', 'Can I render over old brick?',
           'The wall is Victorian brick, a little damp at the bottom.', 'PENDING', $3)`,
  [owner.id, trade.professionId, LONG_AGO],
);
const [answered] = await db.query<{ id: string }>(
  `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
   VALUES ('uk', $1, $2, 'loft-hatch-draught', 'How do I stop a draughty loft hatch?',
           'Cold air comes down around the hatch all winter.', 'APPROVED', $3) RETURNING id`,
  [owner.id, trade.professionId, LONG_AGO],
);
await db.query(
  `INSERT INTO answers (question_id, pro_id, body, status, created_at)
   VALUES ($1, $2, 'Fit a compression seal round the frame and insulate the hatch itself.', 'PENDING', $3)`,
  [answered?.id ?? '', pro.id, LONG_AGO],
);
await db.query(
  `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
   VALUES ($1, $2, $3, $4, 5, 'Tidy and on time', 'Left the kitchen cleaner than he found it.')`,
  [job, proposal, pro.id, owner.id],
);
await db.query(
  `INSERT INTO external_reviews (pro_id, source_url, author_name, rating, body, reviewed_on, created_at)
   VALUES ($1, 'https://www.example-reviews.co.uk/r/123', 'Margaret Ellis', 4,
           'Fixed our boiler on a Sunday and explained everything.', '2025-06-01', $2)`,
  [pro.id, LONG_AGO],
);
const [message] = await db.query<{ id: string }>(
  `INSERT INTO proposal_messages (proposal_id, sender_kind, sender_id, body)
   VALUES ($1, 'SERVICE_PRO', $2, 'Pay me in cash and skip the site fee.') RETURNING id`,
  [proposal, pro.id],
);
await db.query(
  `INSERT INTO message_reports (message_id, reporter_id, reason, note, created_at)
   VALUES ($1, $2, 'SCAM', 'Asked for cash around the platform.', $3)`,
  [message?.id ?? '', owner.id, LONG_AGO],
);

t.test('staff get each moderation page with what waits, never to be cached', async (t) => {
  const cookie = await signInCookies(bff.origin, host, 'admin@example.com', 'hearth-demo');
  const expected: [string, RegExp[]][] = [
    ['/admin/questions', [/<h1>Questions waiting/, /Can I render over old brick\?/, /a little damp at the bottom/]],
    [
      '/admin/answers',
      [/<h1>Answers waiting/, /Fit a compression seal round the frame/, /How do I stop a draughty loft hatch\?/],
    ],
    ['/admin/reviews', [/<h1>Reviews/, /Tidy and on time/, /Left the kitchen cleaner than he found it\./]],
    ['/admin/reviews?status=REJECTED', [/<h1>Reviews/]],
    [
      '/admin/external-reviews',
      [
        /<h1>Reviews from elsewhere/,
        /href="https:\/\/www\.example-reviews\.co\.uk\/r\/123" target="_blank" rel="noopener noreferrer nofollow"/,
        /Margaret Ellis/,
        /Fixed our boiler on a Sunday/,
      ],
    ],
    [
      '/admin/reported-messages',
      [
        /<h1>Reported messages/,
        /Pay me in cash and skip the site fee\./,
        /A scam/,
        /Asked for cash around the platform\./,
      ],
    ],
  ];
  for (const [path, shown] of expected) {
    const answer = await page(path, cookie);
    t.equal(answer.status, 200, path);
    t.equal(answer.headers['cache-control'], 'no-store', `${path}: not cached`);
    for (const pattern of shown) t.match(answer.text, pattern, `${path}: ${pattern}`);
  }
  const rejected = await page('/admin/reviews?status=REJECTED', cookie);
  t.notMatch(rejected.text, 'Tidy and on time', 'a published review is not among the taken-down ones');
  const dismissed = await page('/admin/reported-messages?status=DISMISSED', cookie);
  t.notMatch(dismissed.text, 'Pay me in cash', 'an open report is not among the dismissed ones');
});

t.test('anyone else gets the not-found page, with nothing of the moderation pages', async (t) => {
  const people: [string, string | undefined][] = [
    ['a professional', await signInCookies(bff.origin, host, pro.email, FIXTURE_PASSWORD)],
    ['a home owner', await signInCookies(bff.origin, host, owner.email, FIXTURE_PASSWORD)],
    ['a visitor', undefined],
  ];
  for (const [who, cookie] of people) {
    for (const path of [
      '/admin/questions',
      '/admin/answers',
      '/admin/reviews',
      '/admin/external-reviews',
      '/admin/reported-messages',
    ]) {
      const answer = await page(path, cookie);
      t.equal(answer.status, 404, `${who}: ${path}`);
      t.notMatch(answer.text, /Can I render|compression seal|Tidy and on time|Margaret Ellis|Pay me in cash/);
      t.notMatch(answer.text, 'data-testid="admin-nav"', `${who}: nothing of the console`);
    }
  }
});
