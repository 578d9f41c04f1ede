// After a password login: professionals go to new jobs (or, back after two weeks or more, to
// welcome-back), home owners to their projects (a full page load, §2.10), unless `redirect-to`
// names a page of the site.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { LoginForm } from '../../../../web/features/auth/login-form.tsx';
import { CONSUMER, loginSuccess, PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, withDocumentFormData } from '../../render.tsx';

withDocumentFormData(t);

function logIn(path: string) {
  const rendered = renderPage(<LoginForm />, { url: path });
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'someone@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  return rendered;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

t.test('a professional goes to new jobs', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: PRO } }));
  server.handle('authPreviousVisit', () => ({ data: { myPreviousVisitEnd: daysAgo(3) } }));
  logIn('/login');
  await until(() => window.location.pathname === '/service-pro/new-service-requests');
  t.equal(window.location.pathname, '/service-pro/new-service-requests');
});

t.test('a professional back after two weeks or more is welcomed back first (decision 052)', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: PRO } }));
  server.handle('authPreviousVisit', () => ({ data: { myPreviousVisitEnd: daysAgo(20) } }));
  logIn('/login');
  await until(() => window.location.pathname === '/service-pro/welcome-back');
  t.pass();
});

t.test('a first sign-in, or a failed read of the last visit, goes to new jobs', async (t) => {
  for (const answer of [
    { data: { myPreviousVisitEnd: null } },
    { status: 503, body: JSON.stringify({ errors: [{ message: 'unavailable' }] }) },
  ]) {
    const server = await startSessionServer(t);
    server.handle('login', () => loginSuccess);
    server.handle('getUser', () => ({ data: { me: PRO } }));
    server.handle('authPreviousVisit', () => answer);
    const { unmount } = logIn('/login');
    await until(() => window.location.pathname === '/service-pro/new-service-requests');
    unmount();
  }
  t.pass();
});

t.test('a home owner goes to their projects with a full page load', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: CONSUMER } }));
  const { loads } = logIn('/login');
  await until(() => loads.length > 0);
  t.same(loads, ['/consumer/my-projects']);
});

t.test('redirect-to wins over the home of the area', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: PRO } }));
  logIn(`/login?redirect-to=${encodeURIComponent('/service-pro/saved-jobs?x=1')}`);
  await until(() => window.location.pathname === '/service-pro/saved-jobs');
  t.equal(window.location.search, '?x=1');
  t.notOk(
    server.calls.some((call) => call.operationName === 'authPreviousVisit'),
    'a page asked for is not replaced by welcome-back',
  );
});

t.test('a redirect-to of another site is replaced by the home page', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: PRO } }));
  logIn(`/login?redirect-to=${encodeURIComponent('//evil.example/x')}`);
  await until(() => window.location.pathname === '/');
  t.equal(window.location.host, 'uk.localhost');
});
