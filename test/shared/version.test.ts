import t from 'tap';
import { compareVersions, parseVersion } from '../../shared/version.ts';

const INVALID_STRINGS = [
  '',
  '1..2',
  '1.2.',
  '.1',
  'v1.2.3',
  '1.2.3-beta',
  ' 1.2.3',
  '1.2.3 ',
  '1.a',
  '1.2.3\n',
  '-1.0',
  '１.２',
];
const NON_STRINGS: unknown[] = [undefined, null, 11, {}, [], ['1', '2'], true, 1.2];

t.test('a valid version is read as its numeric parts', async (t) => {
  t.same(parseVersion('1.2.3'), [1, 2, 3]);
  t.same(parseVersion('10.9'), [10, 9]);
  t.same(parseVersion('7'), [7]);
  t.same(parseVersion('0.0.0'), [0, 0, 0]);
  t.same(parseVersion('2024.10.01'), [2024, 10, 1], 'leading zeros are ignored');
  t.same(parseVersion('1.2.3.4.5'), [1, 2, 3, 4, 5]);
});

t.test('an invalid version is read as 0.0.0', async (t) => {
  for (const value of INVALID_STRINGS) t.same(parseVersion(value), [0, 0, 0], JSON.stringify(value));
  for (const value of NON_STRINGS) t.same(parseVersion(value), [0, 0, 0], String(value));
});

t.test('equal versions compare as 0', async (t) => {
  t.equal(compareVersions('1.2.3', '1.2.3'), 0);
  t.equal(compareVersions('0.0.0', '0.0.0'), 0);
  t.equal(compareVersions('10.9', '10.9.0'), 0, 'missing parts count as 0');
  t.equal(compareVersions('10.9.0', '10.9'), 0);
  t.equal(compareVersions('3', '3.0.0.0'), 0);
  t.equal(compareVersions('1.02', '1.2'), 0);
});

t.test('an older version compares as -1 and a newer one as 1', async (t) => {
  t.equal(compareVersions('1.2.3', '1.2.4'), -1);
  t.equal(compareVersions('1.2.4', '1.2.3'), 1);
  t.equal(compareVersions('1.9.9', '2.0.0'), -1);
  t.equal(compareVersions('2.0.0', '1.9.9'), 1);
  t.equal(compareVersions('10.9.1', '10.9'), 1, 'an extra non-zero part is newer');
  t.equal(compareVersions('10.9', '10.9.1'), -1);
  t.equal(compareVersions('1.0.0.1', '1'), 1);
});

t.test('parts compare as numbers, not as text', async (t) => {
  t.equal(compareVersions('10.10.0', '10.9.0'), 1);
  t.equal(compareVersions('10.9.0', '10.10.0'), -1);
  t.equal(compareVersions('2.0', '10.0'), -1);
  t.equal(compareVersions('1.100', '1.99'), 1);
  t.equal(compareVersions('9', '10'), -1);
});

t.test('invalid strings compare equal to 0.0.0 and below 0.0.1', async (t) => {
  for (const value of INVALID_STRINGS) {
    const label = JSON.stringify(value);
    t.equal(compareVersions(value, '0.0.0'), 0, `${label} equals 0.0.0`);
    t.equal(compareVersions('0.0.0', value), 0, `0.0.0 equals ${label}`);
    t.equal(compareVersions(value, '0.0.1'), -1, `${label} is older than 0.0.1`);
    t.equal(compareVersions('0.0.1', value), 1, `0.0.1 is newer than ${label}`);
  }
});

t.test('non-string values compare equal to 0.0.0 and below 0.0.1', async (t) => {
  for (const value of NON_STRINGS) {
    const label = JSON.stringify(value) ?? String(value);
    t.equal(compareVersions(value, '0.0.0'), 0, `${label} equals 0.0.0`);
    t.equal(compareVersions(value, '0.0.1'), -1, `${label} is older than 0.0.1`);
    t.equal(compareVersions('0.0.1', value), 1, `0.0.1 is newer than ${label}`);
  }
  t.equal(compareVersions(undefined, null), 0, 'two invalid values are equal');
  t.equal(compareVersions('v2', '1.0'), -1, 'an invalid version is older than any real one');
  t.equal(compareVersions(11, '10'), -1, 'a number is not read as a version');
});

t.test('comparison is antisymmetric and consistent for sorting', async (t) => {
  const versions = ['10.10.0', '1.0', 'bad', '10.9', '0.0.1', '2', '10.9.1', '1.0.0.1'];
  const sorted = [...versions].sort(compareVersions);
  t.same(sorted, ['bad', '0.0.1', '1.0', '1.0.0.1', '2', '10.9', '10.9.1', '10.10.0']);
  for (const a of versions) {
    for (const b of versions) t.equal(compareVersions(a, b), -compareVersions(b, a) || 0, `${a} vs ${b}`);
  }
});
