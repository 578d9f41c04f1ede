// A tradesperson joins, in a real browser at a phone's width, in two brands — one in miles, one in
// kilometres (issue 19): they sign up on the brand's registration page and go through every step
// their brand's onboarding asks, in its order, each page leading to the next — the introductions,
// their trade and its services, their work area, their company found in the register, its legal
// form, situation, size and story, and their identity checked by the provider, whose outcome
// arrives by its signed webhook while the page waits. Then a job in their trade and area is in
// their new-job list, and they are in the directory of their town. A second person's identity
// check fails on a name mismatch and the page says what to do. Pages pass axe-core; the console
// stays clean.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS, COUNTRY_BY_BRAND } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import { accessibilityProblems, launchBrowser, openPage, PHONE } from '../helpers/browser.ts';
import { createConsumer, createJob, createPlace, type TradeFixture } from '../helpers/marketplace.ts';
import { startReferenceServices } from '../helpers/reference-services.ts';
import { startUpstream } from '../helpers/upstream.ts';

const services = await startReferenceServices(t);
const upstream = await startUpstream(t, { env: services.env });
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;

const JOURNEYS = [
  {
    brand: 'uk',
    phone: '07911 123456',
    companySearch: 'smith plumbing',
    // A town of its own, far from the demo's professionals, so the directory lists few.
    place: [57.3, -6.2],
    radius: '15',
  },
  {
    brand: 'nl',
    phone: '06 12345678',
    companySearch: 'loodgietersbedrijf',
    place: [53.8, 4.5],
    radius: '25',
  },
] as const;

// The brand's plumbing trade and one of its services that needs no qualification.
async function plumbing(brand: string) {
  const [trade] = await db.query<{ id: string; name: string }>(
    "SELECT id, name FROM professions WHERE brand = $1 AND category = 'plumbing' ORDER BY slug LIMIT 1",
    [brand],
  );
  const [service] = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM services WHERE profession_id = $1 AND NOT requires_qualification ORDER BY slug LIMIT 1',
    [trade?.id ?? ''],
  );
  if (!trade || !service) throw new Error(`no plumbing trade in ${brand}`);
  return { trade, service };
}

async function signUp(page: Page, origin: string, words: (typeof PATHS)[keyof typeof PATHS], person: Person) {
  await page.goto(`${origin}/${words['service-pro']}/register`);
  await page.getByTestId('register-form').waitFor();
  await page.locator('input[name="firstName"]').fill(person.firstName);
  await page.locator('input[name="lastName"]').fill(person.lastName);
  await page.locator('input[name="companyName"]').fill(person.company);
  await page.locator('input[name="phone"]').fill(person.phone);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="password"]').fill('a long and private phrase');
  await page.getByTestId('register-submit').click();
  await page.waitForURL('**/service-pro/register/**');
}

interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly phone: string;
  readonly email: string;
}

async function checkIdentity(page: Page, person: Person, familyName = person.lastName) {
  await page.getByTestId('id-check-form').waitFor();
  await page.locator('input[name="documentNumber"]').fill('P1234567');
  await page.locator('input[name="givenNames"]').fill(person.firstName);
  await page.locator('input[name="familyName"]').fill(familyName);
  await page.locator('input[name="dateOfBirth"]').fill('1984-06-15');
  await page.getByTestId('id-check-submit').click();
}

for (const journey of JOURNEYS) {
  const { brand } = journey;
  const locale = BRANDS[brand].locale;
  const words = PATHS[locale];
  const origin = bff.brandOrigin(brand);

  t.test(`${brand} (${locale}, ${BRANDS[brand].distanceUnit}, 375 px): a plumber joins and gets work`, async (t) => {
    const { trade, service } = await plumbing(brand);
    const place = await createPlace(db, COUNTRY_BY_BRAND[brand], journey.place[0], journey.place[1]);
    const owner = await createConsumer(db, brand, null);
    const jobId = await createJob(db, {
      brand,
      consumerId: owner.id,
      trade: {
        professionId: trade.id,
        professionSlug: '',
        skillClusterId: '',
        serviceIds: [service.id, service.id],
        questionIds: {} as TradeFixture['questionIds'],
      },
      place,
    });
    const person: Person = {
      firstName: 'Sam',
      lastName: 'Carter',
      company: 'Carter Plumbing',
      phone: journey.phone,
      email: `sam.carter.${brand}.${place.citySlug}@example.org`,
    };
    const { page, problems } = await openPage(t, browser, { viewport: PHONE });
    await signUp(page, origin, words, person);
    const visited: string[] = [];
    // The company picked from the register, as its vetting page then shows it.
    let picked = '';

    // Each page of the registration, as the brand's order brings it, until it lets them go.
    for (let steps = 0; steps < 40; steps += 1) {
      const path = new URL(page.url()).pathname;
      visited.push(path);
      if (path === '/service-pro/new-service-requests' || path === '/service-pro/activation/congratulations') break;
      if (path === `/${words['service-pro']}/register`) {
        // The entry, reached in-page: it sends them on by itself.
      } else if (path.endsWith('-introduction')) {
        await page.getByTestId('introduction-continue').click();
      } else if (path === '/service-pro/register/multi-professions') {
        const onward = page.getByTestId('register-trades-continue');
        await page.getByTestId('pro-services-add').or(onward).first().waitFor();
        if (await onward.count()) await onward.click();
        else {
          await page.locator('[data-testid="pro-services-add"] select').selectOption(trade.id);
          await page.getByTestId('pro-services-add-submit').click();
        }
      } else if (path === '/service-pro/register/select-skillset') {
        // The kind of work the job's service belongs to, ticked whole; services of it that wait for
        // the qualification are named, and the rest saved.
        await page
          .getByTestId('skillset-form')
          .locator('.check')
          .filter({ hasText: service.name })
          .first()
          .locator('input')
          .check();
        await page.getByTestId('skillset-save').click();
        const waiting = page.getByTestId('skillset-continue');
        await Promise.race([page.waitForURL((url) => url.pathname !== path), waiting.waitFor()]);
        if (await waiting.count()) await waiting.click();
      } else if (path === '/service-pro/register/company-vetting') {
        t.match(await page.getByTestId('company-vetting').textContent(), picked, 'the company as picked');
        await page.getByTestId('company-vetting-continue').click();
      } else if (path === '/service-pro/register/select-services') {
        await page.getByRole('checkbox', { name: service.name }).check();
        await page.getByTestId('pro-services-save').click();
      } else if (path === '/service-pro/register/distance-limit') {
        // Where they work: their town, picked from the list, and how far they go.
        await page.locator('input[name="centre"]').fill(`City ${place.citySlug.slice(5)}`);
        await page.getByTestId('work-area-places').locator('button').first().click();
        await page.locator('input[name="radius"]').fill(journey.radius);
        await page.getByTestId('work-area-save').click();
      } else if (path === '/service-pro/register/skill-evaluation') {
        await page.locator(`a[href*="/service-pro/register/skill-evaluation/1"]`).first().click();
      } else if (/^\/service-pro\/register\/skill-evaluation\/\d+$/.test(path)) {
        // They know their trade: the right option of each question (the test begins at the first;
        // a test passed already shows so, and leads on).
        const form = page.getByTestId('pro-profile-question');
        const begin = page.getByTestId('pro-profile-skills-begin');
        const passed = page.getByTestId('pro-profile-skills-passed');
        await form.or(begin).or(passed).first().waitFor();
        if (await passed.count()) {
          await passed.getByRole('link').or(passed.getByRole('button')).first().click();
          await page.waitForURL((url) => url.pathname !== path);
          continue;
        }
        if (await begin.count()) await begin.click();
        const question = (await form.locator('legend').textContent()) ?? '';
        const [right] = await db.query<{ text: string }>(
          `SELECT o.text FROM skill_question_options o JOIN skill_questions q ON q.id = o.question_id
            WHERE q.profession_id = $1 AND q.text = $2 AND o.correct`,
          [trade.id, question.trim()],
        );
        await page.getByRole('radio', { name: right?.text ?? 'missing', exact: true }).check();
        await page.getByTestId('pro-profile-next').click();
      } else if (path === '/service-pro/register/skill-evaluation/complete') {
        const passed = page.getByTestId('pro-profile-skills-passed');
        const finish = page.getByTestId('pro-profile-complete');
        await passed.or(finish).first().waitFor();
        if (await finish.count()) await finish.click();
        await passed.waitFor();
        await passed.getByRole('link').or(passed.getByRole('button')).first().click();
      } else if (path === '/service-pro/register/upload-document') {
        await page.locator('select[name="documentType"]').selectOption({ index: 1 });
        await page.getByTestId('pro-profile-file').setInputFiles({
          name: 'register-extract.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
        });
        await page.getByTestId('pro-profile-upload-submit').click();
      } else if (path === '/service-pro/upload-portfolio') {
        const photo = await sharp({
          create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 60 } },
        })
          .jpeg()
          .toBuffer();
        await page.getByTestId('pro-profile-photo-upload').locator('input[type="file"]').setInputFiles({
          name: 'new-bathroom.jpg',
          mimeType: 'image/jpeg',
          buffer: photo,
        });
        await page.getByTestId('pro-profile-photo-upload-submit').click();
      } else if (path === '/service-pro/photos') {
        // Their work is in the portfolio; the registration goes on from here.
        await page.getByTestId('pro-profile-photo').first().waitFor();
        await page.getByTestId('registration-continue').locator('a').click();
      } else if (path === '/service-pro/activation/payment-details') {
        await page.getByTestId('payment-method-form').locator('input[type="radio"]').first().check();
        await page.getByTestId('payment-method-save').click();
      } else if (path === '/service-pro/activation/verify-email') {
        // The link in the email they were sent at sign-up.
        const [mail] = await upstream.messagesTo(person.email, 'email-verification');
        await page.goto(`${origin}/service-pro/activation/email-verification?token=${String(mail?.payload.token)}`);
        await page.getByTestId('email-verification-done').locator('a').click();
      } else if (path === '/service-pro/register/company-search') {
        await page.locator('input[name="query"]').fill(journey.companySearch);
        await page.getByTestId('company-search-submit').click();
        const first = page
          .getByTestId('company-results')
          .locator('li')
          .filter({ has: page.getByTestId('company-pick') });
        picked = (await first.first().locator('strong').textContent()) ?? '';
        await page.getByTestId('company-pick').first().click();
      } else if (
        path === '/service-pro/register/company-legal-status' ||
        path === '/service-pro/register/company-situation' ||
        path === '/service-pro/register/company-size'
      ) {
        await page.getByTestId('company-choice').locator('input[type="radio"]').first().check();
        await page.getByTestId('company-choice-save').click();
      } else if (path === '/service-pro/register/company-bio') {
        await page
          .locator('textarea[name="bio"]')
          .fill('Family plumbers for ten years: boilers, bathrooms and leaks, done tidily and on time.');
        await page.getByTestId('company-bio-save').click();
      } else if (path === '/service-pro/register/gbg') {
        t.same(await accessibilityProblems(page), [], 'the identity check: no serious accessibility violation');
        await checkIdentity(page, person);
        // The provider's outcome comes by its webhook; the page asks again until it has it.
        await page.getByTestId('id-check-done').waitFor({ timeout: 30_000 });
        await page.getByTestId('id-check-done').locator('button').click();
      } else {
        t.fail(`a registration page this journey does not know: ${path}`);
        break;
      }
      // A page that stays after its step is done leads on with the registration's own link.
      const moved = await page
        .waitForURL((url) => url.pathname !== path, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!moved) {
        await page.locator(`a[href="/${words['service-pro']}/register"]`).first().click();
        await page.waitForURL((url) => url.pathname !== path);
      }
    }
    t.ok(visited.includes('/service-pro/register/gbg'), 'the identity was checked');
    t.ok(visited.includes('/service-pro/register/company-search'), 'the company was found');
    t.ok(visited.includes('/service-pro/register/select-skillset'), 'the trade’s work chosen by skill set');
    t.ok(visited.includes('/service-pro/register/company-vetting'), 'the company’s vetting shown');

    // A job in their trade and area is theirs to answer.
    await page.goto(`${origin}/service-pro/new-service-requests`);
    await page.locator(`[data-testid="job-card"][data-job-id="${jobId}"]`).waitFor();
    t.pass('the matching job is in the new-job list');

    // And they are in the directory of their town, with their company and story.
    await page.goto(`${origin}/${words['find-a-pro']}/${place.citySlug}`);
    const company = await db.query<{ company_name: string }>(
      'SELECT c.company_name FROM company_profiles c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [person.email],
    );
    await page
      .getByText(company[0]?.company_name ?? 'missing', { exact: false })
      .first()
      .waitFor();
    t.pass('listed in the directory of their town');
    t.same(problems, [], 'the console stayed clean');
  });
}

t.test('uk (375 px): an identity check whose names differ says what to do', async (t) => {
  const words = PATHS[BRANDS.uk.locale];
  const origin = bff.brandOrigin('uk');
  const person: Person = {
    firstName: 'Alex',
    lastName: 'Morgan',
    company: 'Morgan Heating',
    phone: '07912 345678',
    email: 'alex.morgan@example.org',
  };
  const { page, problems } = await openPage(t, browser, { viewport: PHONE });
  await signUp(page, origin, words, person);
  await page.goto(`${origin}/service-pro/gbg`);
  await checkIdentity(page, person, 'Morgan-Smith Jones');
  const failed = page.getByTestId('id-check-failed');
  await failed.waitFor({ timeout: 30_000 });
  t.match(await failed.textContent(), 'not the names on your account (Alex Morgan)');
  t.ok(await failed.locator('a[href="/service-pro/manage-account"]').count(), 'the way to correct the names');
  t.ok(await page.getByTestId('id-check-form').count(), 'and the form to try again');
  t.same(await accessibilityProblems(page), [], 'no serious accessibility violation');
  t.same(problems, [], 'the console stayed clean');
});
