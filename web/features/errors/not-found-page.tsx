import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';

// Visitor/Error for an address that matches no route.
export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <PageHeading
      title={i18n._({ id: 'error.not-found.title', message: 'Page not found' })}
      lead={i18n._({ id: 'error.not-found.lead', message: 'The page may have moved, or the address may be mistyped.' })}
    >
      <p>
        <Link to="home" className="button">
          {i18n._({ id: 'error.not-found.home', message: 'Go to the home page' })}
        </Link>
      </p>
    </PageHeading>
  );
}
