// The design system's own pieces on the showcase: every brand's logo and colour tokens side by
// side (each card takes its brand's palette from `data-brand`, as a page does from <html>), and
// how the one header adapts (decision 039).
import { useLingui } from '@lingui/react';
import { BRAND_IDS, BRANDS } from '../../../shared/brands.ts';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';

const TOKENS = ['brand', 'brand-strong', 'brand-soft', 'brand-ink', 'brand-accent'] as const;

export function BrandShowcase() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="dev-brands">
      <h2 id="dev-brands">{i18n._({ id: 'dev.platform.brands', message: 'Brands' })}</h2>
      <p>
        {i18n._({
          id: 'dev.platform.brands-lead',
          message:
            'Each brand has its own logo and colours. The server writes the brand on the page, so its colours are there from the first paint.',
        })}
      </p>
      <ul className="dev-brands" data-testid="dev-brands">
        {BRAND_IDS.map((id) => (
          <li key={id} className="card dev-brand" data-brand={id}>
            <BrandLogo brand={BRANDS[id]} />
            <p className="dev-brand-host">{BRANDS[id].hostname}</p>
            <ul className="dev-swatches">
              {TOKENS.map((token) => (
                <li key={token} className="dev-swatch">
                  <span className={`dev-swatch-colour dev-swatch-${token}`} />
                  <code>--colour-{token}</code>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HeaderShowcase() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="dev-header">
      <h2 id="dev-header">{i18n._({ id: 'dev.platform.header', message: 'Header' })}</h2>
      <ul>
        <li>
          {i18n._({
            id: 'dev.platform.header-one',
            message:
              'Every page has the same header: the logo, the main destinations of the person signed in, and their session.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'dev.platform.header-narrow',
            message: 'On a narrow screen the destinations and the session fold behind the menu button.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'dev.platform.header-app',
            message:
              'On pages with the app style the server marks the page; on a narrow screen, and always inside the apps, the header names the section and a tab bar holds the destinations.',
          })}
        </li>
      </ul>
    </section>
  );
}
