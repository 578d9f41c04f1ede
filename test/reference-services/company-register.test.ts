// The company-register reference service over HTTP: a country's register searched by name (every
// word, without regard to case, accents or punctuation; active companies first) or by number
// (spaces and dots aside), one company looked up by its number, and requests it cannot answer
// refused with 400 or 404.
import t from 'tap';
import { DEMO_BRANDS } from '../../upstream/db/demo-people.ts';
import { startReferenceServices } from '../helpers/reference-services.ts';

const services = await startReferenceServices(t);
const get = async (path: string) => {
  const answer = await fetch(`${services.url}/company-register${path}`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};
const names = (body: Record<string, unknown>) => (body.companies as { name: string }[]).map((company) => company.name);

t.test('by name: every word, case and accents aside, in the country asked for', async (t) => {
  t.same(names((await get('/companies?country=GB&q=smith%20PLUMBING')).body), ['Smith & Sons Plumbing Ltd']);
  t.same(names((await get('/companies?country=DE&q=muller%20sanitar')).body), ['Müller Sanitär GmbH']);
  t.same(names((await get('/companies?country=NL&q=smith')).body), [], 'another country’s company is not found');
  const leeds = names((await get('/companies?country=GB&q=leeds')).body);
  t.same(leeds, ['Leeds Bathroom Fitters Ltd'], 'the name, not the town');
});

t.test('by number, written any way; the whole record', async (t) => {
  const { body } = await get('/companies?country=DE&q=hrb%20123.456');
  t.same(body, {
    companies: [
      {
        country: 'DE',
        number: 'HRB 123456',
        name: 'Müller Sanitär GmbH',
        legalForm: 'PRIVATE_LIMITED_COMPANY',
        address: { street: 'Hauptstraße 12', postcode: '10827', town: 'Berlin' },
        incorporatedOn: '2013-04-08',
        active: true,
      },
    ],
  });
  const one = await get('/companies/NL/6123%204567');
  t.equal(one.status, 200);
  t.equal(one.body.name, 'Loodgietersbedrijf De Vries');
  t.equal((await get('/companies/GB/07654321')).body.active, false, 'a dissolved company says so');
  t.equal((await get('/companies/NL/00000000')).status, 404);
});

t.test('what it cannot answer is refused', async (t) => {
  t.equal((await get('/companies?country=XX&q=smith')).status, 400);
  t.equal((await get('/companies?q=smith')).status, 400);
  t.equal((await get('/companies?country=GB&q=')).status, 400);
  t.equal((await get(`/companies?country=GB&q=${'a'.repeat(101)}`)).status, 400);
});

t.test("each brand's demo professional finds their company, under the number the demo data gives it", async (t) => {
  for (const { country, pro } of Object.values(DEMO_BRANDS)) {
    const { status, body } = await get(`/companies/${country}/${encodeURIComponent(pro.companyNumber)}`);
    t.equal(status, 200, pro.companyName);
    t.match(body, { name: pro.companyName, legalForm: pro.legalForm, active: true });
    const found = await get(`/companies?country=${country}&q=${encodeURIComponent(pro.companyName)}`);
    t.ok(names(found.body).includes(pro.companyName), `${pro.companyName} by name`);
  }
});
