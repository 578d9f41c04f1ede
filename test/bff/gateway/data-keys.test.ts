// The fast path's check that a clean answer holds each root field it was asked for, read from the
// answer's bytes: only members of `data` itself count.
import t from 'tap';
import { dataHoldsKeys } from '../../../bff/gateway/data-keys.ts';

const holds = (json: string, keys: readonly string[]) => dataHoldsKeys(Buffer.from(json), keys);

t.test('members of data itself count, wherever they stand and however the JSON is spaced', async (t) => {
  const answer = { data: { me: { id: '1' }, list: [{ a: 1 }], count: 2 } };
  t.ok(holds(JSON.stringify(answer), ['count', 'me', 'list']), 'compact');
  t.ok(holds(JSON.stringify(answer, null, 2), ['me', 'count']), 'spaced');
  t.ok(holds('{"data":{}}', []), 'nothing asked, nothing missing');
  t.ok(holds('{"data":{"x":"\\\\","me":null}}', ['me']), 'a string ending in a backslash ends there');
});

t.test('a name further in, in a string or outside data is not a member of data', async (t) => {
  t.notOk(holds('{"data":{"other":{"me":{"id":"1"}}}}', ['me']), 'in a nested object');
  t.notOk(holds('{"data":{"list":[{"me":1}]}}', ['me']), 'in an array');
  t.notOk(holds('{"data":{"note":"\\"me\\":1"}}', ['me']), 'in a string value, quotes escaped');
  t.notOk(holds('{"data":{"me":1}}', ['me', 'you']), 'one of two');
  t.notOk(holds('{"data":{"me":1,"me":2}}', ['me', 'you']), 'a name twice is still one');
  t.notOk(holds('{"me":1,"data":{}}', ['me']), 'beside data');
  t.notOk(holds('{"data":{},"me":1}', ['me']), 'after data');
  t.notOk(holds('{"data":[{"me":1}]}', ['me']), 'data that is no object');
});

t.test('an answer it cannot read plainly fails the check', async (t) => {
  t.notOk(holds('{"data":{"me', ['me']), 'an unterminated string');
  t.notOk(holds('{"data":{"\\u006de":1}}', ['me']), 'a name written with escapes');
});
