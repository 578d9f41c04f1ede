// A professional's company over real HTTP, against the company-register reference service
// (decision 055): the register of the brand's country searched by name or number; a company picked
// from it takes its name, number, address, legal form and founding year, and shows at once in the
// directory; a company number is one account's — another account gets DuplicateCompanyNumber and
// nothing changes; a dissolved or unknown company cannot be picked; a company entered by hand with
// its address, its number where the country's rules want one; name, website, legal form,
// situation and size; the bio, checked for length and contact details, completing its
// onboarding step; the logo, checked by its bytes, replacing the one before and shown in the
// directory. The holder or a MANAGER changes it, a MEMBER reads it. A register that does not answer
// is said, never an error.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { FormData, request } from 'undici';
import { startOnboarding } from '../../../../upstream/domain/onboarding/onboarding.ts';
import { colleagueSession, createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startReferenceServices } from '../../../helpers/reference-services.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode, newRequestId } from '../../../helpers/upstream-client.ts';

const services = await startReferenceServices(t);
const upstream = await startUpstream(t, { env: services.env });
const { origin, db } = upstream;
const trade = await createTrade(db, 'uk');

const COMPANY = 'name companyNumber registerCountry source legalForm situation size foundedYear bio missing';
const RESULT = `__typename ... on CompanySaved { company { ${COMPANY} } }
  ... on DuplicateCompanyNumber { companyNumber } ... on CompanyRegisterUnavailable { retryAfterSeconds }
  ... on ContactDetailsShared { field } ... on InvalidFields { fieldErrors { field code } }`;
const MINE = `{ myCompany { ${COMPANY} } }`;
const SEARCH = `query($q: String!) { searchCompanyRegister(query: $q) { __typename
  ... on CompanyRegisterMatches { companies { number name legalForm address { street postcode town } incorporatedOn active } }
  ... on CompanyRegisterUnavailable { retryAfterSeconds } ... on InvalidFields { fieldErrors { field code } } } }`;
const PICK = `mutation($n: String!) { pickRegisterCompany(companyNumber: $n) { ${RESULT} } }`;
const ENTER = `mutation($input: EnterCompanyInput!) { enterCompany(input: $input) { ${RESULT} } }`;
const DETAILS = `mutation($input: CompanyDetailsInput!) { updateCompanyDetails(input: $input) { ${RESULT} } }`;
const BIO = `mutation($bio: String!) { setCompanyBio(bio: $bio) { ${RESULT} } }`;
const PROFILE = `query($slug: String!) { servicePro(slug: $slug) { bio foundedYear companyProfile { companyName } } }`;
const ONBOARDING = '{ myOnboarding { steps { step done } } }';
const LOGO = `mutation($file: Upload!) { uploadCompanyLogo(file: $file) { __typename
  ... on CompanySaved { company { logo { sizes { small } } } } ... on InvalidFile { code fileName } } }`;
const MY_LOGO = '{ myCompany { logo { sizes { small } } } }';
const CARD = `query($slug: String!) { servicePro(slug: $slug) { companyProfile { companyLogo { sizes { small } } } } }`;

const DIRECTORY = `query($input: DirectorySearchInput!) { directorySearch(input: $input, first: 100) {
  edges { node { slug companyProfile { companyName companyLogo { sizes { small } } } } } } }`;

// The professional as the directory of their trade lists them.
async function inDirectory(slug: string | null) {
  const found = await data(call(origin, DIRECTORY, { input: { brand: 'uk', professionSlug: trade.professionSlug } }));
  const edge = found.directorySearch.edges.find((e: { node: { slug: string } }) => e.node.slug === slug);
  return edge?.node.companyProfile;
}

const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

async function newPro(brand = 'uk') {
  const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
  await startOnboarding(db, pro.id, brand);
  return { ...pro, token: await tokenOf(pro.id) };
}

const png = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

// A GraphQL multipart request with one file, as the pages send it.
async function sendLogo(token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: LOGO, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)]), name);
  const response = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-request-id': newRequestId(), 'apollo-require-preflight': 'true' },
    body: form,
  });
  return JSON.parse(await response.body.text());
}

const BIO_TEXT =
  'Family plumbers in Leeds since 2015: boilers, bathrooms and leaks, done tidily and on time, with a two-year guarantee.';

t.test("the brand country's register, by name or by number", async (t) => {
  const pro = await newPro();
  const byName = (await ask(SEARCH, { q: 'smith plumbing' }, pro.token)).searchCompanyRegister;
  t.same(byName, {
    __typename: 'CompanyRegisterMatches',
    companies: [
      {
        number: '09876543',
        name: 'Smith & Sons Plumbing Ltd',
        legalForm: 'PRIVATE_LIMITED_COMPANY',
        address: { street: '14 Park Road', postcode: 'LS6 2AB', town: 'Leeds' },
        incorporatedOn: '2015-10-05',
        active: true,
      },
    ],
  });
  const byNumber = (await ask(SEARCH, { q: '0987 6543' }, pro.token)).searchCompanyRegister;
  t.same(
    byNumber.companies.map((company: { name: string }) => company.name),
    ['Smith & Sons Plumbing Ltd'],
  );
  const dutch = await newPro('nl');
  t.same((await ask(SEARCH, { q: 'smith' }, dutch.token)).searchCompanyRegister.companies, [], 'the Dutch register');
  t.same((await ask(SEARCH, { q: 'a' }, pro.token)).searchCompanyRegister.fieldErrors, [
    { field: 'query', code: 'INVALID' },
  ]);
});

const LEEDS = { street: '2 Wellington Street', postcode: 'ls1 4dl', town: 'Leeds' };
const ADDRESS_OF = '{ myCompany { address { street postcode town } website phone } }';

t.test('a company picked from the register, at once in the directory; its number is one account’s', async (t) => {
  const pro = await newPro();
  t.match((await ask(MINE, {}, pro.token)).myCompany, {
    source: null,
    companyNumber: null,
    missing: ['REGISTRATION', 'LEGAL_FORM', 'SITUATION', 'SIZE', 'BIO'],
  });
  const picked = (await ask(PICK, { n: '12345678' }, pro.token)).pickRegisterCompany;
  t.same(picked, {
    __typename: 'CompanySaved',
    company: {
      name: 'Leeds Bathroom Fitters Ltd',
      companyNumber: '12345678',
      registerCountry: 'GB',
      source: 'REGISTER',
      legalForm: 'PRIVATE_LIMITED_COMPANY',
      situation: null,
      size: null,
      foundedYear: 2020,
      bio: null,
      missing: ['SITUATION', 'SIZE', 'BIO'],
    },
  });
  const [account] = await db.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1', [pro.id]);
  t.same((await ask(ADDRESS_OF, {}, pro.token)).myCompany, {
    address: { street: '9 Kirkstall Road', postcode: 'LS3 1JJ', town: 'Leeds' },
    website: null,
    phone: account?.phone ?? null,
  });
  const profile = (await ask(PROFILE, { slug: pro.slug }, pro.token)).servicePro;
  t.same(profile, { bio: null, foundedYear: 2020, companyProfile: { companyName: 'Leeds Bathroom Fitters Ltd' } });
  t.same(await inDirectory(pro.slug), { companyName: 'Leeds Bathroom Fitters Ltd', companyLogo: null }, 'in the list');

  const other = await newPro();
  t.same((await ask(PICK, { n: '1234 5678' }, other.token)).pickRegisterCompany, {
    __typename: 'DuplicateCompanyNumber',
    companyNumber: '12345678',
  });
  t.same(
    (await ask(ENTER, { input: { name: 'My own firm', companyNumber: '12345678', address: LEEDS } }, other.token))
      .enterCompany,
    { __typename: 'DuplicateCompanyNumber', companyNumber: '12345678' },
    'entered by hand too',
  );
  t.match((await ask(MINE, {}, other.token)).myCompany, { source: null, companyNumber: null }, 'nothing changed');
});

t.test("the demo professional's company is the register's; its number is theirs", async (t) => {
  const [demo] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'pro.uk@example.com'");
  if (!demo) throw new Error('no demo professional');
  t.match((await ask(MINE, {}, await tokenOf(demo.id))).myCompany, {
    name: 'Evans Building & Joinery',
    companyNumber: '11223344',
    registerCountry: 'GB',
    source: 'REGISTER',
    legalForm: 'PRIVATE_LIMITED_COMPANY',
  });
  const pro = await newPro();
  t.same((await ask(PICK, { n: '11223344' }, pro.token)).pickRegisterCompany, {
    __typename: 'DuplicateCompanyNumber',
    companyNumber: '11223344',
  });
});

t.test('a dissolved or unknown company cannot be picked; a company entered by hand', async (t) => {
  const pro = await newPro();
  for (const n of ['07654321', '99999999']) {
    t.same((await ask(PICK, { n }, pro.token)).pickRegisterCompany.fieldErrors, [
      { field: 'companyNumber', code: 'NOT_FOUND' },
    ]);
  }
  t.same((await ask(PICK, { n: '<script>' }, pro.token)).pickRegisterCompany.fieldErrors, [
    { field: 'companyNumber', code: 'INVALID' },
  ]);
  t.same(
    (await ask(ENTER, { input: { name: ' ', address: { street: '', postcode: ' ', town: '' } } }, pro.token))
      .enterCompany.fieldErrors,
    [
      { field: 'name', code: 'REQUIRED' },
      { field: 'address.street', code: 'REQUIRED' },
      { field: 'address.postcode', code: 'REQUIRED' },
      { field: 'address.town', code: 'REQUIRED' },
    ],
  );
  const tooLong = { name: 'x'.repeat(121), companyNumber: '#1', address: { ...LEEDS, postcode: '1012 AB' } };
  t.same((await ask(ENTER, { input: tooLong }, pro.token)).enterCompany.fieldErrors, [
    { field: 'name', code: 'INVALID' },
    { field: 'companyNumber', code: 'INVALID' },
    { field: 'address.postcode', code: 'INVALID' },
  ]);
  const sole = (await ask(ENTER, { input: { name: 'Sam Carter Handyman', address: LEEDS } }, pro.token)).enterCompany;
  t.match(sole.company, { name: 'Sam Carter Handyman', source: 'NEW', companyNumber: null, registerCountry: null });
  t.same(
    (await ask(ADDRESS_OF, {}, pro.token)).myCompany.address,
    { street: '2 Wellington Street', postcode: 'LS1 4DL', town: 'Leeds' },
    'the postcode as the country writes it',
  );
  const numbered = (
    await ask(ENTER, { input: { name: 'Carter Ltd', companyNumber: '15 000 001', address: LEEDS } }, pro.token)
  ).enterCompany;
  t.match(numbered.company, { companyNumber: '15 000 001', registerCountry: 'GB', source: 'NEW' });
  await ask(ENTER, { input: { name: 'Carter Ltd' } }, pro.token);
  t.equal((await ask(ADDRESS_OF, {}, pro.token)).myCompany.address, null, 'entered again without an address');

  const dutch = await newPro('nl');
  const utrecht = { street: 'Oudegracht 1', postcode: '3511AA', town: 'Utrecht' };
  t.same(
    (await ask(ENTER, { input: { name: 'Jansen Loodgieters', address: utrecht } }, dutch.token)).enterCompany
      .fieldErrors,
    [{ field: 'companyNumber', code: 'REQUIRED' }],
    'every Dutch business is in the KvK register',
  );
  const withNumber = { name: 'Jansen Loodgieters', companyNumber: '91234567', address: utrecht };
  t.match((await ask(ENTER, { input: withNumber }, dutch.token)).enterCompany.company, {
    registerCountry: 'NL',
    companyNumber: '91234567',
  });
  t.same((await ask(ADDRESS_OF, {}, dutch.token)).myCompany.address.postcode, '3511 AA');
});

t.test('name and website; each left out stays, an empty website is removed', async (t) => {
  const pro = await newPro();
  const named = (
    await ask(DETAILS, { input: { name: ' Carter & Daughters ', website: 'carter.example.co.uk' } }, pro.token)
  ).updateCompanyDetails;
  t.equal(named.company.name, 'Carter & Daughters');
  t.equal((await ask(ADDRESS_OF, {}, pro.token)).myCompany.website, 'https://carter.example.co.uk/');
  t.equal(
    (await ask(PROFILE, { slug: pro.slug }, pro.token)).servicePro.companyProfile.companyName,
    'Carter & Daughters',
  );
  await ask(DETAILS, { input: { size: 'JUST_ME' } }, pro.token);
  t.equal((await ask(ADDRESS_OF, {}, pro.token)).myCompany.website, 'https://carter.example.co.uk/', 'left out, kept');
  for (const website of ['javascript:alert(1)', 'localhost', `https://${'x'.repeat(200)}.com`]) {
    t.same((await ask(DETAILS, { input: { website } }, pro.token)).updateCompanyDetails.fieldErrors, [
      { field: 'website', code: 'INVALID' },
    ]);
  }
  t.same((await ask(DETAILS, { input: { name: '' } }, pro.token)).updateCompanyDetails.fieldErrors, [
    { field: 'name', code: 'REQUIRED' },
  ]);
  await ask(DETAILS, { input: { website: ' ' } }, pro.token);
  t.equal((await ask(ADDRESS_OF, {}, pro.token)).myCompany.website, null);
});

t.test('legal form, situation, size and founding year; each left out stays', async (t) => {
  const pro = await newPro();
  const saved = (
    await ask(DETAILS, { input: { legalForm: 'SOLE_PROPRIETORSHIP', situation: 'ESTABLISHED' } }, pro.token)
  ).updateCompanyDetails;
  t.match(saved.company, { legalForm: 'SOLE_PROPRIETORSHIP', situation: 'ESTABLISHED', size: null });
  const more = (await ask(DETAILS, { input: { size: 'TWO_TO_FIVE', foundedYear: 2011 } }, pro.token))
    .updateCompanyDetails;
  t.match(more.company, { legalForm: 'SOLE_PROPRIETORSHIP', situation: 'ESTABLISHED', size: 'TWO_TO_FIVE' });
  t.equal(more.company.foundedYear, 2011);
  const nextYear = new Date().getUTCFullYear() + 1;
  for (const foundedYear of [1899, nextYear]) {
    t.same((await ask(DETAILS, { input: { foundedYear } }, pro.token)).updateCompanyDetails.fieldErrors, [
      { field: 'foundedYear', code: 'INVALID' },
    ]);
  }
  const bad = await call(origin, DETAILS, { input: { legalForm: 'GMBH' } }, { token: pro.token });
  t.ok(bad.json<{ errors?: unknown[] }>().errors?.length, 'a legal form outside the 14 is refused by the schema');
});

t.test('the bio: long enough, no contact details; it completes its onboarding step', async (t) => {
  const pro = await newPro();
  t.same((await ask(BIO, { bio: 'Good plumber.' }, pro.token)).setCompanyBio.fieldErrors, [
    { field: 'bio', code: 'INVALID' },
  ]);
  t.same((await ask(BIO, { bio: '' }, pro.token)).setCompanyBio.fieldErrors, [{ field: 'bio', code: 'REQUIRED' }]);
  t.same((await ask(BIO, { bio: `${BIO_TEXT} Call me on 07911 123456.` }, pro.token)).setCompanyBio, {
    __typename: 'ContactDetailsShared',
    field: 'bio',
  });
  const stepDone = async () =>
    (await ask(ONBOARDING, {}, pro.token)).myOnboarding.steps.find(
      (step: { step: string }) => step.step === 'COMPANY_BIO_REQUESTED',
    ).done;
  t.equal(await stepDone(), false);
  t.match((await ask(BIO, { bio: ` ${BIO_TEXT} ` }, pro.token)).setCompanyBio.company, { bio: BIO_TEXT });
  t.equal(await stepDone(), true);
  t.equal((await ask(PROFILE, { slug: pro.slug }, pro.token)).servicePro.bio, BIO_TEXT, 'on the public profile');
});

t.test('the logo: checked by its bytes, replacing the one before, at once in the directory', async (t) => {
  const pro = await newPro();
  t.equal((await ask(MY_LOGO, {}, pro.token)).myCompany.logo, null);
  const refused = (await sendLogo(pro.token, Buffer.from('%PDF-1.7 not a picture'), 'logo.png')).data;
  t.same(refused.uploadCompanyLogo, { __typename: 'InvalidFile', code: 'INVALID_FILE_TYPE', fileName: 'logo.png' });
  t.equal((await ask(MY_LOGO, {}, pro.token)).myCompany.logo, null, 'nothing kept');

  const first = (await sendLogo(pro.token, await png(400), 'logo.png')).data.uploadCompanyLogo;
  t.equal(first.__typename, 'CompanySaved');
  const small: string = first.company.logo.sizes.small;
  t.match(small, /^\/files\/[0-9a-f-]{36}\.png\?w=160$/, 'a small copy of the stored photo');
  t.same((await ask(CARD, { slug: pro.slug }, pro.token)).servicePro.companyProfile.companyLogo, {
    sizes: { small },
  });
  t.same((await inDirectory(pro.slug))?.companyLogo, { sizes: { small } }, 'on the card in the list');
  const served = await request(`${origin}${small}`, { headers: { accept: 'image/webp' } });
  t.equal(served.statusCode, 200);
  t.equal(served.headers['content-type'], 'image/webp');
  t.equal((await sharp(Buffer.from(await served.body.arrayBuffer())).metadata()).width, 160, 'resized');

  const firstName = small.slice('/files/'.length, small.indexOf('?'));
  const second = (await sendLogo(pro.token, await png(200), 'me.png')).data.uploadCompanyLogo;
  t.not(second.company.logo.sizes.small, small);
  t.notOk(existsSync(join(upstream.uploadsDir, firstName)), 'the logo before is gone');
  const gone = await request(`${origin}/files/${firstName}`);
  t.equal(gone.statusCode, 404);
  await gone.body.dump();

  const owner = await createConsumer(db, 'uk', null);
  t.equal(
    (await sendLogo(await tokenOf(owner.id), await png(100), 'x.png')).errors?.[0]?.extensions?.code,
    'FORBIDDEN',
  );
});

t.test('the holder or a MANAGER changes the company; a MEMBER reads it; a home owner neither', async (t) => {
  const pro = await newPro();
  const actingAs = (role: 'MANAGER' | 'MEMBER') => colleagueSession(upstream, pro.id, role);
  const member = await actingAs('MEMBER');
  t.equal(errorCode(await call(origin, BIO, { bio: BIO_TEXT }, { token: member })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, SEARCH, { q: 'smith' }, { token: member })), 'FORBIDDEN');
  t.equal((await sendLogo(member, await png(100), 'x.png')).errors?.[0]?.extensions?.code, 'FORBIDDEN');
  t.match((await ask(MINE, {}, member)).myCompany, { bio: null }, 'a MEMBER reads it');
  const manager = await actingAs('MANAGER');
  t.equal((await ask(BIO, { bio: BIO_TEXT }, manager)).setCompanyBio.__typename, 'CompanySaved');
  t.equal((await sendLogo(manager, await png(100), 'x.png')).data.uploadCompanyLogo.__typename, 'CompanySaved');

  const owner = await createConsumer(db, 'uk', null);
  const ownerToken = await tokenOf(owner.id);
  t.equal(errorCode(await call(origin, MINE, {}, { token: ownerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, PICK, { n: '09876543' }, { token: ownerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, MINE, {})), 'UNAUTHENTICATED');
});

t.test('a register that does not answer is said, and nothing changes', async (t) => {
  const cut = await startUpstream(t, { env: { COMPANY_REGISTER_URL: `${services.url}/no-such-register` } });
  const cutTrade = await createTrade(cut.db, 'uk');
  const pro = await createPro(cut.db, {
    brand: 'uk',
    serviceIds: cutTrade.serviceIds,
    professionId: cutTrade.professionId,
  });
  const token = await cut.sessionFor({ userId: pro.id, secondLayer: false });
  const search = await data(call(cut.origin, SEARCH, { q: 'smith' }, { token }));
  t.same(search.searchCompanyRegister, { __typename: 'CompanyRegisterUnavailable', retryAfterSeconds: 30 });
  const pick = await data(call(cut.origin, PICK, { n: '09876543' }, { token }));
  t.same(pick.pickRegisterCompany, { __typename: 'CompanyRegisterUnavailable', retryAfterSeconds: 30 });
  t.match((await data(call(cut.origin, MINE, {}, { token }))).myCompany, { source: null });
});
