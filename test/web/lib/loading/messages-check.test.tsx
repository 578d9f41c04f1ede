import '../../../helpers/dom.ts';
import { I18nProvider, useLingui } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import t from 'tap';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { checkMessages } from '../../../../web/lib/loading/messages-check.ts';
import { createMissingMessageReporter } from '../../../../web/lib/loading/missing-messages.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';

function setup(now = 10_000_000) {
  const clock = manualClock();
  const reports: unknown[] = [];
  let reloads = 0;
  const options = {
    schedule: clock.schedule,
    now: () => now,
    reload: () => {
      reloads++;
    },
    report: (error: unknown) => {
      reports.push(error);
    },
  };
  return { clock, reports, options, reloads: () => reloads };
}

t.test('missing messages in production are reported and the page reloads once after 5 s', async (t) => {
  const { clock, reports, options, reloads } = setup();
  t.equal(checkMessages({ messages: {}, env: 'production', ...options }), false);
  t.equal(reports.length, 1);
  t.match(String(reports[0]), /Translation messages are missing/);
  clock.advance(4999);
  t.equal(reloads(), 0);
  clock.advance(1);
  t.equal(reloads(), 1);
  t.equal(localStorage.getItem('translations-reloaded-at'), '10000000');
});

t.test('no second reload within an hour of the last one; one again after it', async (t) => {
  localStorage.setItem('translations-reloaded-at', String(10_000_000 - 3_599_999));
  const within = setup();
  checkMessages({ messages: undefined, env: 'staging', ...within.options });
  within.clock.advance(10_000);
  t.equal(within.reloads(), 0);
  t.equal(within.reports.length, 1, 'still reported');

  localStorage.setItem('translations-reloaded-at', String(10_000_000 - 3_600_000));
  const after = setup();
  checkMessages({ messages: undefined, env: 'staging', ...after.options });
  after.clock.advance(5000);
  t.equal(after.reloads(), 1);
});

t.test('development and test pages with missing messages neither report nor reload', async (t) => {
  for (const env of ['development', 'test'] as const) {
    const { clock, reports, options, reloads } = setup();
    t.equal(checkMessages({ messages: {}, env, ...options }), true);
    clock.advance(10_000);
    t.same(reports, []);
    t.equal(reloads(), 0);
  }
});

t.test('loaded messages pass the check', async (t) => {
  const { clock, reports, options, reloads } = setup();
  t.equal(checkMessages({ messages: { 'a.b': 'A' }, env: 'production', ...options }), true);
  clock.advance(10_000);
  t.same(reports, []);
  t.equal(reloads(), 0);
});

function Words() {
  const { i18n } = useLingui();
  return (
    <p data-testid="words">
      {i18n._({ id: 'native.known', message: 'Known' })} {i18n._({ id: 'native.unknown', message: 'Fallback' })}{' '}
      {i18n._({ id: 'native.unknown', message: 'Fallback' })}
    </p>
  );
}

t.test('a message missing from a loaded catalog is reported once per id and its default shown', async (t) => {
  const messages = { 'native.known': 'Bekannt' };
  const reports: unknown[] = [];
  const i18n = createI18n('de-DE', messages, {
    missing: createMissingMessageReporter(messages, (e) => reports.push(e)),
  });
  render(
    <I18nProvider i18n={i18n}>
      <Words />
    </I18nProvider>,
  );
  t.equal(screen.getByTestId('words').textContent, 'Bekannt Fallback Fallback');
  t.equal(reports.length, 1);
  t.match(String(reports[0]), /Missing translation: native\.unknown/);
});

t.test('with no catalog at all, single ids are not reported again', async (t) => {
  const reports: unknown[] = [];
  const i18n = createI18n('en-GB', {}, { missing: createMissingMessageReporter({}, (e) => reports.push(e)) });
  t.equal(i18n._({ id: 'native.unknown', message: 'Fallback' }), 'Fallback');
  t.same(reports, []);
});

t.test('createI18n without options works as before', async (t) => {
  t.equal(createI18n('en-GB', { greeting: 'Hello' })._('greeting'), 'Hello');
});
