import t from 'tap';
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from '../../shared/redirect.ts';

t.test('a same-origin path is kept as it was given, query string and fragment included', async (t) => {
  const good = [
    '/',
    '/login',
    '/consumer/jobs/42',
    '/find-a-pro?category=plumber&page=2',
    '/jobs/42#quotes',
    '/search?q=tile%20fixer&sort=date#results',
    '/offer?discount=50%25',
    '/caf%C3%A9',
    '/javascript:alert(1)',
    '/a/./b/../c',
    '/?redirect-to=%2Fjobs',
  ];
  for (const path of good) t.equal(safeRedirectPath(path), path, path);
});

t.test('another origin, a script or anything not a path falls back to the home page', async (t) => {
  const hostile = [
    '//evil.example',
    '//evil.example/login',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/',
    'https://evil.example',
    'https:evil.example',
    'evil.example',
    'login',
    '.',
    '',
    ' /login',
    '/login ',
    '/.//evil.example',
  ];
  for (const value of hostile) t.equal(safeRedirectPath(value), '/', JSON.stringify(value));
});

t.test('percent-encoded tricks are decoded, as often as it takes, before they are judged', async (t) => {
  const hostile = [
    '%2F%2Fevil.example',
    '%2f%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%255Cevil.example',
    '%2Fjobs',
    '/jobs%0D%0ALocation:%20https://evil.example',
    '/%09/evil.example',
    '/%2509/evil.example',
    '/%00',
    '/%7F',
  ];
  for (const value of hostile) t.equal(safeRedirectPath(value), '/', value);
});

t.test('tabs, newlines and other characters no Location header may carry fall back to the home page', async (t) => {
  const hostile = ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/jobs\u0000', '/ jobs', '/café'];
  for (const value of hostile) t.equal(safeRedirectPath(value), '/', JSON.stringify(value));
});

t.test('a value longer than 2048 characters, or one encoded over and over, falls back to the home page', async (t) => {
  const long = `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`;
  t.equal(safeRedirectPath(long), '/');
  t.equal(safeRedirectPath(long.slice(0, MAX_REDIRECT_LENGTH)), long.slice(0, MAX_REDIRECT_LENGTH), 'at the limit');
  let layered = '/jobs%2F1';
  for (let layer = 0; layer < 12; layer++) layered = layered.replace(/%/g, '%25');
  t.equal(safeRedirectPath(layered), '/', 'twelve layers of encoding');
});

t.test('anything that is not a string falls back to the home page', async (t) => {
  for (const value of [undefined, null, 42, ['/jobs'], { path: '/jobs' }]) {
    t.equal(safeRedirectPath(value), '/', JSON.stringify(value));
  }
});
