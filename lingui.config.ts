import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const config: LinguiConfig = {
  locales: ['en-GB', 'nl-NL', 'fr-FR', 'it-IT', 'de-DE', 'de-AT', 'en-CA', 'en-US'],
  sourceLocale: 'en-GB',
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/web'], exclude: ['**/generated/**'] }],
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // No source line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
};

export default config;
