// One demo work picture: the trade whose work it shows, how to draw it, and what it shows in every
// brand's language (its caption on a profile).
import type { Localized } from './language.ts';

export interface Scene {
  // A key of the demo taxonomy (upstream/db/demo/trades-*.ts).
  readonly trade: string;
  // The picture as SVG text, 1200 × 900.
  readonly draw: () => string;
  readonly caption: Localized;
}
