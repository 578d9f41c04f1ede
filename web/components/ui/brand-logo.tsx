// A brand's logo: its mark (a hearth drawn as SVG, in the brand's colours from
// web/styles/brands.css) and its wordmark, the product name set as text — the family name large,
// the market after it (Hearth / Ireland, Herdwerk / Österreich) small beneath. The name is real
// text, so the logo reads as the product name to screen readers and search engines and needs no
// image per language. Decision 039.
import type { Brand, BrandId } from '../../../shared/brands.ts';

// The shape around the hearth: the Hearth brands share a rounded tile, the other families differ.
type MarkKind = 'hearth' | 'werk' | 'foyer' | 'focolare';

const MARKS: Readonly<Record<BrandId, MarkKind>> = {
  uk: 'hearth',
  ie: 'hearth',
  ca: 'hearth',
  us: 'hearth',
  nl: 'werk',
  de: 'werk',
  at: 'werk',
  fr: 'foyer',
  it: 'focolare',
};

// A flame standing on (16, 25) in a 32-unit box, about 12 units high (drawn at 10, scaled about
// its foot).
const SMALL_FLAME = 'M16 13.2c.5 2.4 4 4 4 7.7a4 4 0 0 1-8 0c0-1.6.7-2.9 1.7-3.9.2 1.3.8 2.2 1.7 2.5-.4-2 0-4.2.6-6.3Z';

const FLAME_SCALE = 'matrix(1.2 0 0 1.2 -3.2 -5)';

function Mark({ kind }: { kind: MarkKind }) {
  switch (kind) {
    case 'hearth':
      // A house on a rounded tile, a flame at its heart.
      return (
        <>
          <rect className="brand-mark-tile" width="32" height="32" rx="8" />
          <path className="brand-mark-house" d="M16 5.5 5 14.6V27h22V14.6Z" />
          <path className="brand-mark-flame" d={SMALL_FLAME} transform={FLAME_SCALE} />
        </>
      );
    case 'werk':
      // A house with a working chimney on a rounded tile.
      return (
        <>
          <rect className="brand-mark-tile" width="32" height="32" rx="8" />
          <path className="brand-mark-house" d="M5 15.2 16 6l4.4 3.7V6.5H24v6.2l3 2.5V27H5Z" />
          <path className="brand-mark-flame" d={SMALL_FLAME} transform={FLAME_SCALE} />
        </>
      );
    case 'foyer':
      // A house on a round tile, its door an arch around the flame.
      return (
        <>
          <circle className="brand-mark-tile" cx="16" cy="16" r="16" />
          <path className="brand-mark-house" d="M16 6.5 6.5 14.4V25.5h19V14.4Z" />
          <path
            className="brand-mark-flame"
            d="M16 14c.5 2.2 3.6 3.6 3.6 7a3.6 3.6 0 0 1-7.2 0c0-1.5.6-2.6 1.5-3.5.2 1.2.7 2 1.5 2.3-.3-1.9 0-3.9.6-5.8Z"
          />
        </>
      );
    case 'focolare':
      // A large flame over the hearthstone, on a round tile.
      return (
        <>
          <circle className="brand-mark-tile" cx="16" cy="16" r="16" />
          <path
            className="brand-mark-house"
            d="M16 5c1 4.3 7.6 7.5 7.6 13.9a7.6 7.6 0 0 1-15.2 0c0-2.9 1.3-5.3 3.3-7.2.3 2.4 1.4 3.9 3 4.5-.8-3.9 0-7.6 1.3-11.2Z"
          />
          <path
            className="brand-mark-flame"
            d="M16.3 14.6c.5 2 3.4 3.3 3.4 6.3a3.7 3.7 0 0 1-7.4 0c0-1.4.6-2.4 1.4-3.2.2 1.1.7 1.8 1.4 2.1-.3-1.8 0-3.6 1.2-5.2Z"
          />
          <rect className="brand-mark-house" x="8" y="26.5" width="16" height="2" rx="1" />
        </>
      );
  }
}

// The family name and the market after it: "Herdwerk Österreich" → Herdwerk / Österreich.
export function wordmarkOf(brand: Brand): { readonly name: string; readonly market: string | null } {
  const space = brand.productName.indexOf(' ');
  return space < 0
    ? { name: brand.productName, market: null }
    : { name: brand.productName.slice(0, space), market: brand.productName.slice(space + 1) };
}

// The mark alone is decorative: the wordmark beside it names the brand (visually hidden where the
// layout shows the mark only, so the logo still reads as the product name).
export function BrandLogo({ brand }: { brand: Brand }) {
  const { name, market } = wordmarkOf(brand);
  return (
    <span className="brand-logo" data-brand-logo={brand.id}>
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <Mark kind={MARKS[brand.id]} />
      </svg>
      <span className="brand-wordmark">
        <span className="brand-wordmark-name">{name}</span>
        {market ? <span className="brand-wordmark-market"> {market}</span> : null}
      </span>
    </span>
  );
}
