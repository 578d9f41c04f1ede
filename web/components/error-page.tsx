// Visitor/Error: the pages shown when an address matches nothing, when something failed on our
// side, and when there is no connection. Each says what happened and leads back home.
import { useLingui } from '@lingui/react';
import { Link } from '../lib/router.tsx';
import { PageHeading } from './page-heading.tsx';

export type ErrorPageKind = 'not-found' | 'internal-server-error' | 'no-connection';

export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const { i18n } = useLingui();
  const text = {
    'not-found': {
      title: i18n._({ id: 'error.page-not-found', message: 'Page not found' }),
      lead: i18n._({ id: 'error.not-found.lead', message: 'The page may have moved, or the address may be mistyped.' }),
    },
    'internal-server-error': {
      title: i18n._({ id: 'error.internal-server-error', message: 'Internal server error' }),
      lead: i18n._({
        id: 'error.internal-server-error.lead',
        message: 'Something went wrong on our side. Please try again in a moment.',
      }),
    },
    'no-connection': {
      title: i18n._({ id: 'error.no-connection', message: 'No connection' }),
      lead: i18n._({
        id: 'error.no-connection.lead',
        message: 'We could not reach the internet. Check your connection, then try again.',
      }),
    },
  }[kind];
  return (
    <PageHeading title={text.title} lead={text.lead}>
      <p>
        <Link to="home" className="button">
          {i18n._({ id: 'error.back-home', message: 'Go to the home page' })}
        </Link>
      </p>
    </PageHeading>
  );
}
