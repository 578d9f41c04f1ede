// The one settings reader of both processes: defaults (per environment where they differ), what
// counts as unset, and a message that names the variable for every wrong value.
import t from 'tap';
import { commaList, matching, onOrOff, wholeNumber } from '../../shared/setting-parsers.ts';
import { byEnvironment, REQUIRED, readSettings, setting } from '../../shared/settings.ts';

const SETTINGS = {
  SIZE: setting({ doc: 'a size', default: '10', parse: wholeNumber(1, 100) }),
  PREFIX: setting({ doc: 'a prefix', default: 'x_', keepsEmpty: true, parse: matching(/^\w*$/, 'must be a word') }),
  LEVEL: setting({ doc: 'a level', default: byEnvironment({ test: 'quiet', otherwise: 'loud' }), parse: String }),
  TOKEN: setting({ doc: 'a token', defaultDoc: 'unset', secret: true, parse: matching(/^.{8,}$/, 'is too short') }),
  NAMES: setting({ doc: 'names', default: '', parse: commaList(matching(/^[a-z]+$/, 'must be lowercase names')) }),
};

t.test('unset or empty takes the default, unless the setting keeps empty values', async (t) => {
  t.same(readSettings(SETTINGS, {}), { SIZE: 10, PREFIX: 'x_', LEVEL: 'loud', TOKEN: undefined, NAMES: [] });
  t.same(readSettings(SETTINGS, { SIZE: '', PREFIX: '', TOKEN: '' }), {
    SIZE: 10,
    PREFIX: '',
    LEVEL: 'loud',
    TOKEN: undefined,
    NAMES: [],
  });
  t.same(readSettings(SETTINGS, { SIZE: '42', NAMES: 'ann, bob' }).NAMES, ['ann', 'bob']);
});

t.test('a default that differs between environments follows APP_ENV', async (t) => {
  t.equal(readSettings(SETTINGS, { APP_ENV: 'test' }).LEVEL, 'quiet');
  t.equal(readSettings(SETTINGS, { APP_ENV: 'staging' }).LEVEL, 'loud');
  t.equal(readSettings(SETTINGS, { APP_ENV: 'staging', LEVEL: 'quiet' }).LEVEL, 'quiet');
  t.throws(() => readSettings(SETTINGS, { APP_ENV: 'prod' }), {
    name: 'ConfigError',
    message: 'APP_ENV must be one of development, test, staging, production, not "prod"',
  });
  t.same(
    readSettings({ SIZE: SETTINGS.SIZE }, { APP_ENV: 'prod' }),
    { SIZE: 10 },
    'asked only when a default needs it',
  );
});

t.test('a wrong value is named with what was expected and what came', async (t) => {
  const wrong: [Record<string, string>, string][] = [
    [{ SIZE: '101' }, 'SIZE must be a whole number from 1 to 100, not "101"'],
    [{ PREFIX: 'a b' }, 'PREFIX must be a word, not "a b"'],
    [{ NAMES: 'ann,Bob' }, 'NAMES must be lowercase names, not "Bob"'],
    [{ TOKEN: 'hunter2' }, 'TOKEN is too short'],
  ];
  for (const [env, message] of wrong) {
    t.throws(() => readSettings(SETTINGS, env), { name: 'ConfigError', message }, JSON.stringify(env));
  }
});

t.test('a required setting says so, and in which environment', async (t) => {
  const required = {
    ENDPOINT: setting({ doc: 'the endpoint', default: REQUIRED, parse: String }),
    SECRET: setting({
      doc: 'a secret',
      default: byEnvironment({ production: REQUIRED, otherwise: undefined }),
      defaultDoc: 'required in production',
      parse: String,
    }),
  };
  t.throws(() => readSettings(required, {}), { message: 'ENDPOINT is required (the endpoint)' });
  t.same(readSettings(required, { ENDPOINT: 'e', APP_ENV: 'test' }), { ENDPOINT: 'e', SECRET: undefined });
  t.throws(() => readSettings(required, { ENDPOINT: 'e' }), {
    message: 'SECRET is required when APP_ENV is production',
  });
});

t.test('whole numbers are digits only; switches are on or off', async (t) => {
  const size = wholeNumber(0, 65_535);
  for (const text of ['1e3', '0x10', '-1', ' 5', '5.0', '65536']) t.throws(() => size(text), text);
  t.equal(size('0'), 0);
  t.throws(() => wholeNumber(1)('99999999999999999999'), { message: 'must be a whole number of 1 or more' });
  t.same(['on', 'true', '1', 'off', 'false', '0'].map(onOrOff), [true, true, true, false, false, false]);
  t.throws(() => onOrOff('yes'), { message: 'must be on or off' });
});
