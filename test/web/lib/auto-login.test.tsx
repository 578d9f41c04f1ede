// Automatic login at app start from a stored browser password (spec §4, §8 "Auto-login failure"),
// and the password offered to the browser's store after a password login.

import '../../helpers/dom.ts';
import { screen } from '@testing-library/react';
import t from 'tap';
import {
  AUTO_LOGIN_FAILED_MESSAGE,
  browserCredentialSource,
  type CredentialSource,
  type StoredPassword,
  usablePassword,
} from '../../../web/lib/auto-login.ts';
import type { SessionInfo } from '../../../web/lib/state.ts';
import { CONSUMER, loginFailed, loginSuccess, renderSession, startSessionServer, until } from './session-helpers.tsx';

function storedPassword(stored: StoredPassword | null): CredentialSource & { asked: number } {
  return {
    asked: 0,
    get() {
      this.asked += 1;
      return Promise.resolve(stored);
    },
  };
}

// Puts a Credential Management API on the document's navigator for one test.
function fakeBrowserCredentials(t: { teardown(fn: () => void): void }, container: Record<string, unknown>) {
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: container });
  t.teardown(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });
}

const SIGNED_IN: SessionInfo = {
  isAuthenticated: true,
  issuedAt: null,
  isImpersonated: false,
  userType: 'CONSUMER',
  secondLayerAuthenticationExpirationTime: null,
  hasAssumableAccess: false,
};

t.test('only a username and a password that are non-empty after trimming are used', async (t) => {
  t.same(usablePassword({ username: '  ann@example.com ', password: ' pw ' }), {
    username: 'ann@example.com',
    password: ' pw ',
  });
  t.equal(usablePassword({ username: '   ', password: 'pw' }), null);
  t.equal(usablePassword({ username: 'ann@example.com', password: '  ' }), null);
  t.equal(usablePassword(null), null);
});

t.test("the browser's password store is asked for a password with optional mediation", async (t) => {
  const asked: unknown[] = [];
  fakeBrowserCredentials(t, {
    get: async (options: unknown) => {
      asked.push(options);
      return { type: 'password', id: 'ann@example.com', password: 'secret' };
    },
  });
  t.same(await browserCredentialSource()?.get(), { username: 'ann@example.com', password: 'secret' });
  t.same(asked, [{ password: true, mediation: 'optional' }]);
});

t.test('a credential that is not a password, or none, gives nothing', async (t) => {
  let answer: unknown = { type: 'federated', id: 'ann@example.com' };
  fakeBrowserCredentials(t, { get: async () => answer });
  t.equal(await browserCredentialSource()?.get(), null);
  answer = null;
  t.equal(await browserCredentialSource()?.get(), null);
});

t.test('without the Credential Management API there is no source', async (t) => {
  t.equal(browserCredentialSource(), null);
});

t.test('a stored password signs in silently at start', async (t) => {
  const server = await startSessionServer(t);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.handle('login', async () => {
    await gate;
    return loginSuccess;
  });
  server.handle('getUser', () => ({ data: { me: CONSUMER } }));
  let afterLogin = 0;
  const harness = renderSession({
    credentials: storedPassword({ username: ' ann@example.com ', password: 'secret' }),
    onAfterLogin: () => afterLogin++,
  });

  await until(() => harness.session.authMethodInProgress === 'auto');
  release();
  await until(() => harness.session.isAuthenticated === true);
  t.equal(harness.session.user?.email, 'ann@example.com');
  t.equal(harness.session.authMethodInProgress, null);
  t.same(server.calls[0]?.variables, { input: { username: 'ann@example.com', password: 'secret' } });
  t.equal(afterLogin, 1, 'the after-login handler runs for an automatic login too');
  t.same(harness.recorded.tracked, [], 'an automatic login is not a password login event');
});

t.test('a blank stored username or password does not log in', async (t) => {
  const server = await startSessionServer(t);
  const credentials = storedPassword({ username: 'ann@example.com', password: '   ' });
  const harness = renderSession({ credentials });
  await until(() => credentials.asked === 1);
  await harness.run(async () => {});
  t.same(server.calls, []);
  t.equal(harness.session.isAuthenticated, false);
  t.same(harness.recorded.reported, []);
});

t.test('a person who is already signed in is not logged in again', async (t) => {
  const server = await startSessionServer(t);
  const credentials = storedPassword({ username: 'bob@example.com', password: 'secret' });
  const harness = renderSession({ initialUser: CONSUMER, initialSession: SIGNED_IN, credentials });
  await harness.run(async () => {});
  t.equal(credentials.asked, 0, 'the store is not even asked');
  t.same(server.calls, []);
  t.equal(harness.session.user, CONSUMER);
});

t.test('a refused automatic login is reported with its cause and never shown', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginFailed('INVALID_CREDENTIALS'));
  let errorCallbacks = 0;
  const harness = renderSession({
    credentials: storedPassword({ username: 'ann@example.com', password: 'old password' }),
    onError: () => errorCallbacks++,
  });

  await until(() => harness.recorded.reported.length === 1);
  const [report] = harness.recorded.reported;
  t.equal((report?.error as Error | undefined)?.message, AUTO_LOGIN_FAILED_MESSAGE);
  t.match(report?.context, { extra: { cause: { code: 'INVALID_CREDENTIALS' } } });
  t.equal(harness.session.isAuthenticated, false);
  t.equal(harness.session.authError, null);
  t.equal(errorCallbacks, 0);
  t.equal(screen.queryByRole('dialog'), null);
});

t.test('a technical failure of the automatic login is reported, not shown', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => ({ status: 503, body: 'Service Unavailable' }));
  const harness = renderSession({ credentials: storedPassword({ username: 'ann@example.com', password: 'secret' }) });

  await until(() => harness.recorded.reported.length === 1);
  const [report] = harness.recorded.reported;
  t.equal((report?.error as Error | undefined)?.message, AUTO_LOGIN_FAILED_MESSAGE);
  t.match(report?.context, { extra: { cause: { status: 503 } } });
  t.equal(harness.session.authError, null);
  t.equal(screen.queryByRole('dialog'), null);
});

t.test('a password store that fails is reported as an automatic login failure', async (t) => {
  const broken = new Error('The operation is insecure.');
  const harness = renderSession({ credentials: { get: () => Promise.reject(broken) } });
  await until(() => harness.recorded.reported.length === 1);
  t.equal(harness.recorded.reported[0]?.context.extra?.cause, broken);
});

t.test('after a password login the password is offered to the browser store', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: CONSUMER } }));
  const stored: unknown[] = [];
  class PasswordCredential {
    readonly id: string;
    readonly password: string;
    constructor(data: { id: string; password: string }) {
      this.id = data.id;
      this.password = data.password;
    }
  }
  Object.defineProperty(globalThis, 'PasswordCredential', { configurable: true, value: PasswordCredential });
  t.teardown(() => {
    Reflect.deleteProperty(globalThis, 'PasswordCredential');
  });
  fakeBrowserCredentials(t, {
    get: async () => null,
    store: async (credential: unknown) => stored.push(credential),
  });
  const harness = renderSession({ credentials: null });

  await harness.run((session) => session.loginWithPassword(' ann@example.com ', 'secret'));

  await until(() => stored.length === 1);
  t.ok(stored[0] instanceof PasswordCredential);
  t.match(stored[0], { id: 'ann@example.com', password: 'secret' });
});
