// The client-side session (spec §3 client-side user state, §4 login or logout, §7.2 login, §8
// "Failed login or logout"), against a real GraphQL server on 127.0.0.1.

import '../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { GraphqlRequestError } from '../../../web/lib/graphql.ts';
import { type AuthError, LoginError, SIGNED_OUT_SESSION, toAuthError, toUserState } from '../../../web/lib/session.tsx';
import type { SessionInfo } from '../../../web/lib/state.ts';
import {
  type Answer,
  CONSUMER,
  loginFailed,
  loginSuccess,
  renderSession,
  startSessionServer,
} from './session-helpers.tsx';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

const SIGNED_IN: SessionInfo = {
  isAuthenticated: true,
  issuedAt: at(-10_000),
  isImpersonated: false,
  userType: 'CONSUMER',
  secondLayerAuthenticationExpirationTime: null,
  hasAssumableAccess: false,
};

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const serverError = (status: number, message: string) =>
  new GraphqlRequestError(`Response not successful: Received status code ${status}`, {
    status,
    result: { errors: [{ message }] },
  });

t.test('§3 user state', async (t) => {
  t.test('without a server-rendered user the state is unauthenticated with no user', async (t) => {
    const harness = renderSession({});
    t.match(harness.session, {
      isAuthenticated: false,
      isImpersonated: false,
      user: null,
      createdAt: null,
      isTokenRecentlyRefreshed: false,
      authMethodInProgress: null,
      busy: false,
      authError: null,
    });
  });

  t.test('the state starts from the server-rendered user and session info', async (t) => {
    const harness = renderSession({
      initialUser: CONSUMER,
      initialSession: { ...SIGNED_IN, isImpersonated: true },
      now: () => NOW,
    });
    t.equal(harness.session.isAuthenticated, true);
    t.equal(harness.session.isImpersonated, true);
    t.equal(harness.session.user, CONSUMER);
    t.equal(harness.session.createdAt, '2024-03-01T09:00:00.000Z');
    t.equal(harness.session.isTokenRecentlyRefreshed, true);
  });

  t.test('a token counts as recently refreshed for 60 s after it was issued, and no longer after', async (t) => {
    const issued = { ...SIGNED_IN, issuedAt: at(0) };
    t.equal(toUserState(CONSUMER, issued, NOW + 60_000).isTokenRecentlyRefreshed, true);
    t.equal(toUserState(CONSUMER, issued, NOW + 60_001).isTokenRecentlyRefreshed, false);
    t.equal(toUserState(CONSUMER, { ...issued, issuedAt: null }, NOW).isTokenRecentlyRefreshed, false);
    t.equal(toUserState(null, { ...SIGNED_OUT_SESSION, issuedAt: at(0) }, NOW).isTokenRecentlyRefreshed, false);
  });

  t.test('second-layer authentication counts as expired once its expiry time has passed', async (t) => {
    const until = { ...SIGNED_IN, secondLayerAuthenticationExpirationTime: at(5_000) };
    t.equal(toUserState(CONSUMER, until, NOW + 4_999).isSecondLayerAuthExpired, false);
    t.equal(toUserState(CONSUMER, until, NOW + 5_000).isSecondLayerAuthExpired, true);
    t.equal(toUserState(CONSUMER, SIGNED_IN, NOW).isSecondLayerAuthExpired, true, 'none at all counts as expired');
  });

  t.test('the judgements follow the injected clock at every render', async (t) => {
    let clock = NOW;
    const harness = renderSession({ initialUser: CONSUMER, initialSession: SIGNED_IN, now: () => clock });
    t.equal(harness.session.isTokenRecentlyRefreshed, true);
    clock = NOW + 60_000;
    harness.rerender({});
    t.equal(harness.session.isTokenRecentlyRefreshed, false);
  });
});

t.test('password login', async (t) => {
  t.test('trims the username, signs in and replaces the cached user with a fresh getUser', async (t) => {
    const server = await startSessionServer(t);
    server.handle('login', () => loginSuccess);
    server.handle('getUser', () => ({ data: { me: CONSUMER } }));
    let afterLogin = 0;
    const harness = renderSession({ now: () => NOW, onAfterLogin: () => afterLogin++ });

    await harness.run((session) => session.loginWithPassword('  ann@example.com  ', ' secret '));

    t.same(
      server.calls.map((call) => call.operationName),
      ['login', 'getUser'],
    );
    t.same(server.calls[0]?.variables, { input: { username: 'ann@example.com', password: ' secret ' } });
    t.match(harness.session, { isAuthenticated: true, user: CONSUMER, isTokenRecentlyRefreshed: true });
    t.equal(afterLogin, 1, 'the after-login handler ran once');
  });

  t.test('is tracked as login_with_password then login_with_password_succeeded', async (t) => {
    const server = await startSessionServer(t);
    server.handle('login', () => loginSuccess);
    server.handle('getUser', () => ({ data: { me: CONSUMER } }));
    const harness = renderSession({});
    await harness.run((session) => session.loginWithPassword('ann@example.com', 'secret'));
    t.same(harness.recorded.tracked, [
      { category: 'authentication', action: 'login_with_password' },
      { category: 'authentication', action: 'login_with_password_succeeded' },
    ]);
  });

  t.test('a refused login throws the failure code and is tracked as login_with_password_failed', async (t) => {
    const server = await startSessionServer(t);
    server.handle('login', () => loginFailed('INVALID_CREDENTIALS'));
    let afterLogin = 0;
    const harness = renderSession({ onAfterLogin: () => afterLogin++ });

    const failure = await harness.run((session) =>
      session.loginWithPassword('ann@example.com', 'wrong').catch((error: unknown) => error),
    );
    t.ok(failure instanceof LoginError);
    t.match(failure, { message: 'INVALID_CREDENTIALS', code: 'INVALID_CREDENTIALS' });
    t.match(harness.session, { isAuthenticated: false, user: null, authError: null, authMethodInProgress: null });
    t.equal(afterLogin, 0);
    t.same(harness.recorded.tracked.at(-1), {
      category: 'authentication',
      action: 'login_with_password_failed',
      label: 'INVALID_CREDENTIALS',
    });
    t.same(
      server.calls.map((call) => call.operationName),
      ['login'],
      'no user is fetched',
    );
  });

  t.test('a technical failure throws "Failed to login with password" and stores the status', async (t) => {
    const server = await startSessionServer(t);
    server.handle('login', () => ({ status: 503, body: 'Service Unavailable' }));
    const errors: AuthError[] = [];
    const harness = renderSession({ onError: (error) => errors.push(error) });

    const failure = await harness.run((session) =>
      session.loginWithPassword('ann@example.com', 'secret').catch((error: unknown) => error),
    );
    t.ok(failure instanceof LoginError);
    t.match(failure, { message: 'Failed to login with password', code: 'TECHNICAL_ERROR' });
    const expected = { message: 'Response not successful: Received status code 503', status: 503 };
    t.same(harness.session.authError, expected, 'the server error is kept with its HTTP status');
    t.same(errors, [expected], 'the error callback ran with it');
    t.same(harness.recorded.tracked.at(-1), {
      category: 'authentication',
      action: 'login_with_password_failed',
      label: 'Failed to login with password',
    });
  });
});

t.test('logout', async (t) => {
  t.test('signs the person out and resolves with success', async (t) => {
    const server = await startSessionServer(t);
    server.handle('logout', () => ({ data: { logout: { success: true } } }));
    const harness = renderSession({ initialUser: CONSUMER, initialSession: SIGNED_IN });

    const outcome = await harness.run((session) => session.logout());

    t.same(outcome, { status: 'success' });
    t.match(harness.session, { isAuthenticated: false, user: null, createdAt: null, isImpersonated: false });
  });

  t.test('a failure takes its message from the server error body, keeps the status, and does not throw', async (t) => {
    const server = await startSessionServer(t);
    server.handle('logout', () => ({
      status: 502,
      body: JSON.stringify({ errors: [{ message: 'The sign-in service is unavailable' }] }),
    }));
    const errors: AuthError[] = [];
    const harness = renderSession({
      initialUser: CONSUMER,
      initialSession: SIGNED_IN,
      onError: (error) => errors.push(error),
    });

    const outcome = await harness.run((session) => session.logout());

    t.same(outcome, { status: 'failed', code: 'TECHNICAL_ERROR', message: 'The sign-in service is unavailable' });
    t.same(harness.session.authError, { message: 'The sign-in service is unavailable', status: 502 });
    t.same(errors, [{ message: 'The sign-in service is unavailable', status: 502 }]);
    t.equal(harness.session.user, CONSUMER, 'an unconfirmed logout leaves the person signed in');
  });

  t.test('a failure that is not a server error speaks with its own message', async (t) => {
    const harness = renderSession({
      initialUser: CONSUMER,
      initialSession: SIGNED_IN,
      request: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await harness.run((session) => session.logout());
    t.same(harness.session.authError, { message: 'Failed to fetch', status: null });
  });
});

t.test('§8 messages of failed logins and logouts', async (t) => {
  t.equal(toAuthError(serverError(500, 'Upstream timed out')).message, 'Upstream timed out');
  t.same(toAuthError(new GraphqlRequestError('Response not successful: Received status code 500', { status: 500 })), {
    message: 'Response not successful: Received status code 500',
    status: 500,
  });
  t.same(
    toAuthError(new GraphqlRequestError('Token expired', { status: 200, result: { errors: [{ message: 'x' }] } })),
    { message: 'Token expired', status: 200 },
    'below 300 it is not a server error: the error speaks for itself',
  );
  t.same(toAuthError(new Error('boom')), { message: 'boom', status: null });
});

t.test('§4 one login or logout at a time', async (t) => {
  t.test('the method in progress is known while it runs and cleared at the end', async (t) => {
    const server = await startSessionServer(t);
    const gate = deferred();
    server.handle('login', async (): Promise<Answer> => {
      await gate.promise;
      return loginSuccess;
    });
    server.handle('getUser', () => ({ data: { me: CONSUMER } }));
    const harness = renderSession({});

    const login = harness.start((session) => session.loginWithPassword('ann@example.com', 'secret'));
    t.equal(harness.session.authMethodInProgress, 'password');
    t.equal(harness.session.busy, true);
    gate.release();
    await harness.finish(login);
    t.equal(harness.session.authMethodInProgress, null);
    t.equal(harness.session.busy, false);
  });

  t.test('a second attempt while one runs fails with "Another login or logout in progress"', async (t) => {
    const server = await startSessionServer(t);
    const gate = deferred();
    server.handle('logout', async (): Promise<Answer> => {
      await gate.promise;
      return { data: { logout: { success: true } } };
    });
    const harness = renderSession({ initialUser: CONSUMER, initialSession: SIGNED_IN });

    const first = harness.start((session) => session.logout());
    t.equal(harness.session.authMethodInProgress, 'logout');

    t.same(await harness.run((session) => session.logout()), {
      status: 'failed',
      code: 'IN_PROGRESS',
      message: 'Another login or logout in progress',
    });
    await t.rejects(
      harness.run((session) => session.loginWithPassword('ann@example.com', 'secret')),
      new LoginError('Another login or logout in progress', 'IN_PROGRESS'),
    );
    t.equal(harness.session.authMethodInProgress, 'logout', 'the running logout is untouched');
    t.equal(harness.session.authError, null, 'a refused second attempt is not an authentication error');

    gate.release();
    t.same(await harness.finish(first), { status: 'success' });
    t.same(
      server.calls.map((call) => call.operationName),
      ['logout'],
      'only the first attempt reached the server',
    );
  });
});

t.test('the authentication error is cleared on route change and on request', async (t) => {
  const harness = renderSession({
    initialUser: CONSUMER,
    initialSession: SIGNED_IN,
    pathname: '/',
    request: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await harness.run((session) => session.logout());
  harness.rerender({ pathname: '/' });
  t.ok(harness.session.authError, 'the same route keeps it');
  harness.rerender({ pathname: '/login' });
  t.equal(harness.session.authError, null, 'another route clears it');

  await harness.run((session) => session.logout());
  t.ok(harness.session.authError);
  await harness.run(async (session) => session.clearAuthError());
  t.equal(harness.session.authError, null);
});

t.test('the error-reporting dialog appears only after a failure and sends a report', async (t) => {
  const harness = renderSession({
    initialUser: CONSUMER,
    initialSession: SIGNED_IN,
    request: () => Promise.reject(serverError(500, 'The sign-in service is unavailable')),
  });
  t.equal(screen.queryByRole('dialog'), null, 'nothing of it before a failure');

  await harness.run((session) => session.logout());
  const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
  t.match(dialog.textContent, /The sign-in service is unavailable/);

  fireEvent.change(screen.getByLabelText('What were you doing? (optional)'), { target: { value: ' Signing out ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
  t.equal(screen.queryByRole('dialog'), null, 'sending closes it');
  t.equal(harness.recorded.reported.length, 1);
  const [report] = harness.recorded.reported;
  t.equal((report?.error as Error | undefined)?.message, 'The sign-in service is unavailable');
  t.same(report?.context, { tags: { source: 'authentication' }, extra: { status: 500, comments: 'Signing out' } });

  await harness.run((session) => session.logout());
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  t.equal(screen.queryByRole('dialog'), null, 'closing dismisses it without a report');
  t.equal(harness.recorded.reported.length, 1);
});
