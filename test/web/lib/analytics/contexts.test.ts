// Spec §3 tracking contexts: the ones the client adds to every event are ones the upstream accepts.
import t from 'tap';
import { isValidContext } from '../../../../upstream/domain/devices/tracking-contexts.ts';
import { appVersionContext, platformContext } from '../../../../web/lib/analytics/contexts.ts';

t.test('the contexts trackEvent adds are ones the upstream accepts', async (t) => {
  for (const context of [platformContext('WEBSITE'), platformContext('IOS', '10.9.1'), appVersionContext('10.8.1')]) {
    t.ok(isValidContext(context.name, context.data), context.name);
  }
});

t.test('the platform carries a version only when it is not the website', async (t) => {
  t.same(platformContext('WEBSITE', '10.8.1').data, { name: 'WEBSITE' });
  t.same(platformContext('ANDROID', '11.0.0').data, { name: 'ANDROID', version: '11.0.0' });
  t.same(platformContext('ANDROID', null).data, { name: 'ANDROID' });
});
