// Visitor/Error: the pages shown when an address matches nothing, when something failed on our
// side, when there is no connection, and when the page's data could not be had for now (the
// marketplace did not answer, decision 027). Each says what happened and leads on: home, or — when
// waiting helps — a fresh load of the same address.
import { useLingui } from '@lingui/react';
import { Link, useRouter } from '../lib/router.tsx';
import { PageHeading } from './page-heading.tsx';

export type ErrorPageKind = 'not-found' | 'internal-server-error' | 'no-connection' | 'unavailable';

// Trying again means asking the server for the whole page again: a plain link to this address (not
// an in-page navigation, which would keep what failed), so it works before the script runs too.
function TryAgainLink() {
  const { i18n } = useLingui();
  const { pathname, search } = useRouter();
  return (
    <a href={`${pathname}${search}`} className="button" data-testid="error-try-again">
      {i18n._({ id: 'ui.try-again', message: 'Try again' })}
    </a>
  );
}

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
    unavailable: {
      title: i18n._({ id: 'error.unavailable', message: 'Temporarily unavailable' }),
      lead: i18n._({
        id: 'error.unavailable.lead',
        message:
          'We cannot show this page right now because part of our service is not responding. Please try again in a moment.',
      }),
    },
  }[kind];
  return (
    <PageHeading title={text.title} lead={text.lead}>
      <p className="actions">
        {kind === 'unavailable' ? <TryAgainLink /> : null}
        <Link to="home" className={kind === 'unavailable' ? 'button secondary' : 'button'}>
          {i18n._({ id: 'error.back-home', message: 'Go to the home page' })}
        </Link>
      </p>
    </PageHeading>
  );
}
