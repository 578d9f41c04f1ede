// The benchmark report: budgets open it and a missed one says MISSED, tables render as Markdown
// with their pipes escaped, and ratios keep the digits a reader needs at every size.
import t from 'tap';
import { ms, rate, ratio, withRatios } from '../../scripts/bench/format.ts';
import { renderMarkdown, renderText, type Section } from '../../scripts/bench/report.ts';

const section: Section = {
  id: 'graphql',
  title: 'GraphQL through the BFF',
  description: 'Three page operations.',
  tables: [{ columns: ['Through', 'req/s'], rows: [['BFF | fast path', withRatios(rate(4210), [ratio(4210, 5000)])]] }],
  budgets: [
    { name: 'BFF vs pass-through', target: '≥ 0.80×', measured: '0.84×', met: true },
    { name: 'Peak RSS', target: '≤ 250 MB', measured: '412 MB', met: false, note: 'V8 grows its heap lazily' },
  ],
  notes: ['Measured on a quiet machine.'],
};
const info = {
  startedAt: new Date('2026-11-22T10:00:00Z'),
  seconds: 301,
  quick: false,
  ran: ['graphql'],
  machine: [['CPU', 'x × 2']] as [string, string][],
};

t.test('the Markdown report opens with the budgets and marks the missed one', async (t) => {
  const markdown = renderMarkdown([section], info);
  t.ok(markdown.indexOf('## Budgets') < markdown.indexOf('## GraphQL through the BFF'), 'budgets come first');
  t.match(markdown, '| BFF vs pass-through | ≥ 0.80× | 0.84× | met |');
  t.match(markdown, '| Peak RSS | ≤ 250 MB | 412 MB | MISSED | V8 grows its heap lazily |');
  t.match(markdown, 'BFF \\| fast path', 'a pipe in a cell does not break the table');
  t.match(markdown, '2026-11-22 10:00 UTC');
  t.match(markdown, '- Measured on a quiet machine.');
  t.match(renderText([section], info), /Peak RSS\s+≤ 250 MB\s+412 MB\s+MISSED/);
});

t.test('figures and ratios', async (t) => {
  t.equal(rate(4210.4), '4,210');
  t.equal(rate(52.14), '52.1');
  t.equal(ms(1.234), '1.23');
  t.equal(ms(123.45), '123.5');
  t.equal(ratio(4200, 5000), '0.84×');
  t.equal(ratio(30, 1000), '0.030×', 'a small ratio keeps two significant digits');
  t.equal(ratio(25_000, 100), '250×');
  t.equal(ratio(1, 0), '–', 'no baseline, no ratio');
  t.equal(withRatios('4,210', ['0.84×', '3.1×']), '4,210 (0.84× · 3.1×)');
});
