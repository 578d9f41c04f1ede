// The breakpoints of spec §9 for code: the same widths web/styles/tokens.css gives the styles (a
// test reads the CSS file and compares). CSS cannot use custom properties inside media queries,
// so code that needs a breakpoint (matchMedia) takes it from here. The other layout tokens (grid,
// spacing, banner sizes) are used by the styles only and live in tokens.css alone.

// Each breakpoint applies from its width upwards.
export const BREAKPOINTS = { xs: '20rem', s: '30rem', m: '48rem', l: '60rem' } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

// A media query true from the breakpoint upwards, for matchMedia.
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]})`;
}
