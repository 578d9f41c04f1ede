import t from 'tap';
import { isAgentType, isAgentVersion, isIdentifier, isPageUrl } from '../../shared/request-identity.ts';

t.test('ids are 32 lowercase hexadecimal characters', async (t) => {
  t.ok(isIdentifier('0123456789abcdef0123456789abcdef'));
  for (const bad of ['0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef', 'g123456789abcdef0123456789abcdef', 42]) {
    t.notOk(isIdentifier(bad), String(bad));
  }
});

t.test('agent types are the two app wrappers; versions are x.y.z', async (t) => {
  t.ok(isAgentType('consumer-app'));
  t.ok(isAgentType('pro-app'));
  t.notOk(isAgentType('web'));
  for (const good of ['10.8.1', '0.0.0', '11.0.2', '9999.9999.9999']) t.ok(isAgentVersion(good), good);
  for (const bad of ['10.8', '1.2.3.4', '01.2.3', '1.2.3-rc.1', '10000.0.0', ' 1.2.3'])
    t.notOk(isAgentVersion(bad), bad);
});

t.test('a page URL is a path or an http(s) URL on one of the given hosts', async (t) => {
  const hosts = ['www.hearthpros.us', 'us.localhost:3000'];
  for (const good of ['/', '/find-a-pro?x=1#y', 'https://www.hearthpros.us/', 'http://US.localhost:3000/a']) {
    t.ok(isPageUrl(good, hosts), good);
  }
  for (const bad of [
    '//www.hearthpros.us/',
    '/\\evil.example',
    'https://www.hearthpros.us.evil.example/',
    'https://evil.example/?www.hearthpros.us',
    'http://us.localhost/',
    'https://user@www.hearthpros.us/',
    'javascript:alert(1)',
    'find-a-pro',
    '/a b',
    `/${'a'.repeat(2048)}`,
  ]) {
    t.notOk(isPageUrl(bad, hosts), bad.slice(0, 40));
  }
});
