import t from 'tap';
import { readQueryParam } from '../../shared/query.ts';

t.test('a single value is read from URLSearchParams', async (t) => {
  const params = new URLSearchParams('page=2&q=a+b&city=Z%C3%BCrich&tags%5B%5D=x');
  t.equal(readQueryParam(params, 'page'), '2');
  t.equal(readQueryParam(params, 'q'), 'a b', 'plus reads as a space');
  t.equal(readQueryParam(params, 'city'), 'Zürich', 'percent-encoding is decoded');
  t.equal(readQueryParam(params, 'tags[]'), 'x', 'a bracketed key is read by its decoded name');
  t.equal(readQueryParam(params, 'Page'), '', 'names are case-sensitive');
});

t.test('a missing, repeated or empty value in URLSearchParams reads as empty text', async (t) => {
  const params = new URLSearchParams('a=1&a=2&empty=&bare&one=1');
  t.equal(readQueryParam(params, 'missing'), '');
  t.equal(readQueryParam(params, 'a'), '', 'a repeated key is not a single text');
  t.equal(readQueryParam(params, 'empty'), '');
  t.equal(readQueryParam(params, 'bare'), '', 'a key without "=" has an empty value');
  t.equal(readQueryParam(params, 'one'), '1');
  t.equal(readQueryParam(new URLSearchParams(), 'a'), '');
});

t.test('a raw query string is read with or without its leading question mark', async (t) => {
  t.equal(readQueryParam('page=3', 'page'), '3');
  t.equal(readQueryParam('?page=3&sort=new', 'sort'), 'new');
  t.equal(readQueryParam('?page=3', 'sort'), '');
  t.equal(readQueryParam('a=1&a=2', 'a'), '');
  t.equal(readQueryParam('a=', 'a'), '');
  t.equal(readQueryParam('', 'a'), '');
  t.equal(readQueryParam('?', 'a'), '');
  t.equal(readQueryParam('q=%26%3D%23', 'q'), '&=#');
  t.equal(readQueryParam('tags%5B%5D=a&tags%5B%5D=b', 'tags[]'), '', 'a list is not a single text');
});

t.test('a plain object yields only its own single text values', async (t) => {
  const source = {
    page: '4',
    empty: '',
    list: ['a'],
    pair: ['a', 'b'],
    n: 5,
    obj: { a: 1 },
    nil: null,
    undef: undefined,
  };
  t.equal(readQueryParam(source, 'page'), '4');
  t.equal(readQueryParam(source, 'empty'), '');
  t.equal(readQueryParam(source, 'list'), '', 'even a one-item array is not single text');
  t.equal(readQueryParam(source, 'pair'), '');
  t.equal(readQueryParam(source, 'n'), '', 'a number is not text');
  t.equal(readQueryParam(source, 'obj'), '');
  t.equal(readQueryParam(source, 'nil'), '');
  t.equal(readQueryParam(source, 'undef'), '');
  t.equal(readQueryParam(source, 'missing'), '');
  t.equal(readQueryParam({ yes: true }, 'yes'), '', 'a boolean is not text');
});

t.test('inherited prototype keys never read as a value', async (t) => {
  const source = { page: '1' };
  for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
    t.equal(readQueryParam(source, name), '', `${name} is not a query parameter`);
    t.equal(readQueryParam(new URLSearchParams('page=1'), name), '', `${name} is absent from URLSearchParams`);
    t.equal(readQueryParam('page=1', name), '', `${name} is absent from a query string`);
  }
  const inherited = Object.create({ page: 'from-prototype' }) as Record<string, unknown>;
  t.equal(readQueryParam(inherited, 'page'), '', 'a value on the prototype is not own');
});

t.test('own keys that look like prototype keys are read like any other', async (t) => {
  t.equal(readQueryParam('toString=x&__proto__=y', 'toString'), 'x');
  t.equal(readQueryParam('toString=x&__proto__=y', '__proto__'), 'y');
  const parsed = JSON.parse('{"__proto__":"own","constructor":"c"}') as Record<string, unknown>;
  t.equal(readQueryParam(parsed, '__proto__'), 'own');
  t.equal(readQueryParam(parsed, 'constructor'), 'c');
  const bare = Object.assign(Object.create(null) as Record<string, unknown>, {
    a: 'b',
  });
  t.equal(readQueryParam(bare, 'a'), 'b', 'an object without a prototype works');
  t.equal(readQueryParam(bare, 'toString'), '');
});
