// What the BFF keeps in memory is bounded by bytes: many large entries push out the least
// recently used, and one too large for its share is not kept at all.
import t from 'tap';
import { ByteLru } from '../../bff/byte-lru.ts';

t.test('entries are counted in bytes, keys included, and the least recently used go first', async (t) => {
  const lru = new ByteLru<string>(1_000);
  lru.set('a', 'first', 100);
  lru.set('b', 'second', 100);
  t.equal(lru.bytes, 2 * (2 + 100), 'a key weighs two bytes a character');
  t.equal(lru.get('a'), 'first', 'a read marks it as just used');
  for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) lru.set(key, key, 100);
  t.ok(lru.bytes <= 1_000, `within the bound (${lru.bytes} bytes)`);
  t.equal(lru.peek('b'), undefined, 'the least recently used went first');
  t.equal(lru.peek('a'), undefined, 'then the next one');
  t.equal(lru.get('k'), 'k', 'the newest is kept');
});

t.test('an entry over an eighth of the bound is not kept, and pushes nothing out', async (t) => {
  const lru = new ByteLru<string>(8_000);
  lru.set('small', 'kept', 500);
  lru.set('large', 'not kept', 999);
  t.notOk(lru.has('large'));
  t.ok(lru.has('small'));
  t.equal(lru.count, 1);
});

t.test('setting a key again replaces its weight; deleting gives it back', async (t) => {
  const lru = new ByteLru<number>(10_000);
  lru.set('k', 1, 300);
  lru.set('k', 2, 100);
  t.equal(lru.bytes, 2 + 100);
  t.equal(lru.peek('k'), 2);
  lru.delete('k');
  t.equal(lru.bytes, 0);
  t.equal(lru.count, 0);
});

t.test('many distinct large entries stay within the bound however many arrive', async (t) => {
  const lru = new ByteLru<string>(4 * 1024 * 1024);
  for (let i = 0; i < 2_000; i++) {
    const text = `query Q${i} { me { id } } # ${'x'.repeat(99_000)}`;
    lru.set(text, 'plan', 200);
  }
  t.ok(lru.bytes <= 4 * 1024 * 1024, `${lru.bytes} bytes held`);
  t.ok(lru.count >= 20 && lru.count < 2_000, `${lru.count} entries kept`);
});
