import '../../../helpers/dom.ts';
import t from 'tap';
import { registerServiceWorker } from '../../../../web/lib/loading/service-worker.ts';
import type { ReportContext } from '../../../../web/lib/report.ts';

function container(outcome: () => Promise<unknown>) {
  const registered: string[] = [];
  return {
    registered,
    register(url: string) {
      registered.push(url);
      return outcome();
    },
  };
}

t.test('the worker is registered at /service-worker.{locale}.js', async (t) => {
  const fake = container(async () => ({}));
  const reports: unknown[] = [];
  await registerServiceWorker('de-AT', { container: fake, report: (e) => reports.push(e) });
  t.same(fake.registered, ['/service-worker.de-AT.js']);
  t.same(reports, []);
});

t.test('a failed registration is reported tagged "Service Worker Loader"', async (t) => {
  const failure = new TypeError('Failed to register a ServiceWorker: A bad HTTP response code (404) was received');
  const fake = container(() => Promise.reject(failure));
  const reports: { error: unknown; context: ReportContext | undefined }[] = [];
  await registerServiceWorker('en-GB', {
    container: fake,
    report: (error, context) => reports.push({ error, context }),
  });
  t.equal(reports.length, 1);
  t.equal(reports[0]?.error, failure);
  t.same(reports[0]?.context?.tags, { source: 'Service Worker Loader' });
});

t.test('the browser refusing workers (SecurityError, NotAllowedError) is not reported', async (t) => {
  for (const name of ['SecurityError', 'NotAllowedError']) {
    const fake = container(() => Promise.reject(new DOMException('The operation is insecure.', name)));
    const reports: unknown[] = [];
    await registerServiceWorker('en-GB', { container: fake, report: (e) => reports.push(e) });
    t.same(reports, [], name);
  }
});

t.test('a browser without service workers registers nothing', async (t) => {
  const reports: unknown[] = [];
  await registerServiceWorker('en-GB', { container: null, report: (e) => reports.push(e) });
  t.same(reports, []);
});
