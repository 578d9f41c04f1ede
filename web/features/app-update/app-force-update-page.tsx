// Visitor/AppForceUpdate (§2.10): where an app on the outdated list is sent once per session. It
// asks the person to update the app from their store; the web product keeps working in a browser.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';

export function AppForceUpdatePage() {
  const { i18n } = useLingui();
  return (
    <PageHeading
      title={i18n._({ id: 'app-update.title', message: 'Please update the app' })}
      lead={i18n._({
        id: 'app-update.lead',
        message:
          'This version of the app is no longer supported. Update it from the App Store or Google Play to keep using it.',
      })}
    />
  );
}
