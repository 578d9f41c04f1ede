// The reference services' server: it answers its health check with the services it hosts, and a
// service mounted on it answers under its own prefix only.
import t from 'tap';
import { buildReferenceServices } from '../../reference-services/app.ts';

t.test('health names the mounted services; each answers under its prefix', async (t) => {
  const app = await buildReferenceServices({
    logLevel: 'silent',
    services: [
      {
        prefix: 'echo',
        plugin: async (instance) => {
          instance.get('/ping', async () => ({ pong: true }));
        },
      },
    ],
  });
  t.teardown(() => app.close());
  const health = await app.inject({ url: '/health' });
  t.same(health.json(), { status: 'ok', services: ['echo'] });
  t.same((await app.inject({ url: '/echo/ping' })).json(), { pong: true });
  t.equal((await app.inject({ url: '/ping' })).statusCode, 404);
});
