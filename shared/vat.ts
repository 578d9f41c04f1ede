// VAT on integer minor units (decision 063), computed the same way by the upstream that charges it
// and by the pages that show what will be charged: rounded half up once, away from zero for a
// credit.

// A rate in percent (21, 8.1) as basis points (2100, 810).
export function basisPointsOf(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

// The VAT on a net amount in minor units at a rate in basis points.
export function vatOn(netMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(netMinor)) throw new Error(`not an amount in minor units: ${netMinor}`);
  const sign = netMinor < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(netMinor) * basisPoints + 5_000) / 10_000);
}
