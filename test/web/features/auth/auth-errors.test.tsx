// Every §8 code a sign-in page can meet has its own helpful message, never the code itself, and a
// failed call is read as the code it carries.
import '../../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import t from 'tap';
import {
  AUTH_ERROR_CODES,
  type AuthErrorCode,
  codeOfError,
  useAuthErrorMessage,
} from '../../../../web/features/auth/auth-errors.ts';
import { GraphqlRequestError } from '../../../../web/lib/graphql.ts';
import { createI18n } from '../../../../web/lib/i18n.ts';

function messages(): Map<AuthErrorCode, string> {
  const found = new Map<AuthErrorCode, string>();
  function Probe() {
    const message = useAuthErrorMessage();
    for (const code of AUTH_ERROR_CODES) found.set(code, message(code));
    return null;
  }
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <Probe />
    </I18nProvider>,
  );
  return found;
}

t.test('every code has a message of its own that does not show the code', async (t) => {
  const found = messages();
  for (const code of AUTH_ERROR_CODES) {
    const text = found.get(code) ?? '';
    t.ok(text.length > 10, code);
    t.notMatch(text, code, `${code} is not shown raw`);
  }
  t.equal(new Set(found.values()).size, AUTH_ERROR_CODES.length, 'no two codes share a message');
});

t.test('a failed call is read as its code, no connection, or a technical error', async (t) => {
  t.equal(codeOfError(new GraphqlRequestError('Too many', { status: 429, code: 'RATE_LIMIT' })), 'RATE_LIMIT');
  t.equal(codeOfError(new GraphqlRequestError('Forbidden', { status: 200, code: 'FORBIDDEN' })), 'FORBIDDEN');
  t.equal(codeOfError(new TypeError('fetch failed')), 'NO_CONNECTION');
  t.equal(codeOfError(new GraphqlRequestError('Gone', { status: 401 })), 'UNAUTHENTICATED');
  t.equal(
    codeOfError(new GraphqlRequestError('Boom', { status: 500, code: 'INTERNAL_SERVER_ERROR' })),
    'TECHNICAL_ERROR',
  );
});
