// A real postal code of each brand's country, shown when a typed one is not in the country's form,
// so the person sees what one looks like there (the job form's postcode step, the home page's search).
import type { BrandId } from '../../shared/brands.ts';

export const POSTAL_CODE_EXAMPLES: Readonly<Record<BrandId, string>> = {
  nl: '1012 AB',
  fr: '75008',
  it: '00184',
  de: '10115',
  at: '1010',
  uk: 'M1 1AE',
  ie: 'D02 X285',
  ca: 'K1A 0B6',
  us: '10001',
};
