// The layout tokens of spec §9 for code: the same numbers web/styles/tokens.css gives the styles
// (a test reads the CSS file and compares). CSS cannot use custom properties inside media queries,
// so code that needs a breakpoint (matchMedia) takes it from here.

// Each breakpoint applies from its width upwards.
export const BREAKPOINTS = { xs: '20rem', s: '30rem', m: '48rem', l: '60rem' } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

// Grid columns from each breakpoint upwards: 6 on small screens, 12 from medium.
export const GRID_COLUMNS: Readonly<Record<Breakpoint, number>> = { xs: 6, s: 6, m: 12, l: 12 };

// The spacing scale in CSS pixels, 2 px to 160 px (tokens.css: --spacing-<n>).
export const SPACING_PX = [2, 4, 8, 12, 16, 24, 32, 40, 48, 64, 80, 96, 120, 160] as const;

export type Spacing = (typeof SPACING_PX)[number];

// §9: the system banner is sticky above the page at this z-index, with 12 px above and below.
export const SYSTEM_BANNER_Z_INDEX = 998;
export const SYSTEM_BANNER_PADDING_PX: Spacing = 12;

// §2.10: the height reserved for a banner inside the mobile safe area.
export const SAFE_AREA_BANNER_HEIGHT = '5rem';

// A media query true from the breakpoint upwards, for matchMedia.
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]})`;
}
