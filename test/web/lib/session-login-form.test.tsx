// The password login form on top of the session: a refused login shows the failure code's message,
// a technical failure the technical one (where a successful login leads: test/web/features/auth/login-form.test.tsx).

import '../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRANDS } from '../../../shared/brands.ts';
import { LoginForm } from '../../../web/features/auth/login-form.tsx';
import { createI18n } from '../../../web/lib/i18n.ts';
import { RouterProvider } from '../../../web/lib/router.tsx';
import { SessionProvider } from '../../../web/lib/session.tsx';
import { loginFailed, startSessionServer } from './session-helpers.tsx';

// The form reads its fields with the document's FormData (the helper keeps Node's for uploads).
const nodeFormData = globalThis.FormData;
globalThis.FormData = window.FormData;
t.teardown(() => {
  globalThis.FormData = nodeFormData;
});

function showForm() {
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <SessionProvider initialUser={null} credentials={null} track={() => {}} report={() => {}}>
        <RouterProvider brand={BRANDS.uk} words={PATHS[BRANDS.uk.locale]} initialPath="/login">
          <LoginForm />
        </RouterProvider>
      </SessionProvider>
    </I18nProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

t.test('a refused login shows the message for its failure code', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => loginFailed('USAGE_LIMIT_REACHED'));
  showForm();
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'Too many attempts. Wait a few minutes before you try again.',
  );
});

t.test('a technical failure shows the technical message', async (t) => {
  const server = await startSessionServer(t);
  server.handle('login', () => ({ status: 500, body: 'Internal Server Error' }));
  showForm();
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'Something went wrong on our side. Please try again in a moment.',
  );
});
