import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';

// Visitor/FindAPro: the professional directory's entry page.
export function FindAProPage() {
  const { i18n } = useLingui();
  return (
    <PageHeading
      title={i18n._({ id: 'find-a-pro.title', message: 'Find a tradesperson' })}
      lead={i18n._({
        id: 'find-a-pro.lead',
        message:
          'Every tradesperson here has had their identity and company details checked, and every review comes from a real job.',
      })}
    />
  );
}
