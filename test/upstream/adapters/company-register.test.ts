// The company-register adapter: its HTTP client searches a country's register and looks a company up
// at the reference service, keeps only the companies it can read, and says `unavailable` when there
// is no usable answer — only the register's own "no such company" is not-found.
import { createServer } from 'node:http';
import t, { type Test } from 'tap';
import { createHttpCompanyRegister } from '../../../upstream/adapters/company-register/company-register.ts';
import { startReferenceServices } from '../../helpers/reference-services.ts';

const services = await startReferenceServices(t);
const register = createHttpCompanyRegister({ url: `${services.url}/company-register` });

// A register that answers each request with the status and body given for its path.
async function answering(t: Test, answers: Record<string, { status: number; body: string }>) {
  const server = createServer((request, response) => {
    const answer = answers[new URL(request.url ?? '/', 'http://register').pathname] ?? { status: 500, body: '' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return createHttpCompanyRegister({ url: `http://127.0.0.1:${address.port}` });
}

t.test('a country searched by name or number, and one company looked up', async (t) => {
  t.same(await register.search('GB', 'smith plumbing'), {
    kind: 'found',
    companies: [
      {
        country: 'GB',
        number: '09876543',
        name: 'Smith & Sons Plumbing Ltd',
        legalForm: 'PRIVATE_LIMITED_COMPANY',
        address: { street: '14 Park Road', postcode: 'LS6 2AB', town: 'Leeds' },
        incorporatedOn: '2015-10-05',
        active: true,
      },
    ],
  });
  t.same(await register.search('NL', 'smith plumbing'), { kind: 'found', companies: [] }, 'another country');
  const byNumber = await register.lookUp('DE', 'HRB 123.456');
  t.match(byNumber, { kind: 'found', company: { number: 'HRB 123456', name: 'Müller Sanitär GmbH' } });
  t.same(await register.lookUp('GB', '99999999'), { kind: 'not-found' });
});

t.test('no answer, or none it can use, is unavailable', async (t) => {
  const nowhere = createHttpCompanyRegister({ url: 'http://127.0.0.1:9' });
  t.same(await nowhere.search('GB', 'smith'), { kind: 'unavailable' });
  t.same(await nowhere.lookUp('GB', '09876543'), { kind: 'unavailable' });
  const wrongPath = createHttpCompanyRegister({ url: `${services.url}/no-such-register` });
  t.same(await wrongPath.lookUp('GB', '09876543'), { kind: 'unavailable' }, 'a 404 that is not the register’s');
  t.same(await wrongPath.search('GB', 'smith'), { kind: 'unavailable' });

  const odd = await answering(t, {
    '/companies': { status: 200, body: '{"results": []}' },
    '/companies/GB/1': { status: 200, body: '{"number": "1"}' },
    '/companies/GB/2': { status: 200, body: 'not json' },
    '/companies/GB/3': { status: 404, body: '{"error": "GONE"}' },
  });
  t.same(await odd.search('GB', 'smith'), { kind: 'unavailable' }, 'a list under another name');
  for (const number of ['1', '2', '3']) t.same(await odd.lookUp('GB', number), { kind: 'unavailable' });
});

t.test('a company it cannot read is left out; a form or date it does not know is null', async (t) => {
  const company = {
    country: 'GB',
    number: '123',
    name: 'Odd Ltd',
    legalForm: 'GMBH',
    address: { street: 'x'.repeat(301), postcode: 'LS1 1AA', town: 'Leeds' },
    incorporatedOn: '5 May 2001',
    active: true,
  };
  const odd = await answering(t, {
    '/companies': { status: 200, body: JSON.stringify({ companies: [company, { ...company, active: 'yes' }, null] }) },
  });
  t.same(await odd.search('GB', 'odd'), {
    kind: 'found',
    companies: [
      {
        ...company,
        legalForm: null,
        address: { street: '', postcode: 'LS1 1AA', town: 'Leeds' },
        incorporatedOn: null,
      },
    ],
  });
});
