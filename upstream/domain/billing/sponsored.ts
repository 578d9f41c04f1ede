// Sponsored placement (decision 067): a professional buys first place in the directory for one of
// their trades in one town their work area covers, for 1, 3 or 6 months from today. A town has
// SLOTS_PER_AREA such places per trade; when they are taken, the answer says when the first frees
// up. The price — a month's, per brand, times the months, before VAT — is charged on the ledger in
// the purchase's own transaction and invoiced with the month's charges. Purchases of one area are
// made one at a time (a lock on the area), so the places are never oversold.
import { type BrandId, isBrandId } from '../../../shared/brands.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Currency } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import { boundingBox, distanceKm } from '../catalogue/distance.ts';
import { findLocation } from '../catalogue/places.ts';
import { marketOf } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';
import { balanceOf } from './ledger.ts';
import { creditLimitOf, vatOn, vatRateOf } from './prices.ts';
import { proSuspended, suspensionOf } from './suspension.ts';

export const SLOTS_PER_AREA = 3;
export const SPONSORED_MONTHS = [1, 3, 6] as const;
// A month of first place, before VAT, in minor units, by currency.
export const SPONSORED_MONTH_PRICE: Readonly<Record<string, number>> = {
  EUR: 3900,
  GBP: 3500,
  CAD: 5500,
  USD: 4500,
};

interface PlacementRow {
  readonly id: string;
  readonly pro_id: string;
  readonly profession_id: string;
  readonly profession_name: string;
  readonly profession_slug: string;
  readonly locality_id: string;
  readonly locality_name: string;
  readonly locality_slug: string;
  readonly starts_at: Date;
  readonly ends_at: Date;
  readonly months: number;
  readonly price_minor: string;
  readonly currency: string;
  readonly status: 'ACTIVE' | 'CANCELLED';
}

const PLACEMENT_SELECT = `SELECT sp.id, sp.pro_id, sp.profession_id, p.name AS profession_name, p.slug AS profession_slug,
    sp.locality_id,
    l.name AS locality_name, l.slug AS locality_slug, sp.starts_at, sp.ends_at, sp.months,
    sp.price_minor::text AS price_minor, sp.currency, sp.status
  FROM sponsored_placements sp JOIN professions p ON p.id = sp.profession_id JOIN locality_nodes l ON l.id = sp.locality_id`;

export function placementOf(row: PlacementRow, now = new Date()) {
  const status =
    row.status === 'CANCELLED'
      ? ('CANCELLED' as const)
      : row.starts_at > now
        ? ('SCHEDULED' as const)
        : row.ends_at <= now
          ? ('ENDED' as const)
          : ('ACTIVE' as const);
  return {
    id: row.id,
    professionId: row.profession_id,
    professionName: row.profession_name,
    professionSlug: row.profession_slug,
    localityId: row.locality_id,
    localityName: row.locality_name,
    localitySlug: row.locality_slug,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    months: row.months,
    price: { amountMinor: Number(row.price_minor), currency: row.currency as Currency },
    status,
  };
}

type Area = {
  readonly professionId: string;
  readonly professionName: string;
  readonly localityId: string;
  readonly localityName: string;
};

export type Ineligible = 'NOT_YOUR_TRADE' | 'OUTSIDE_WORK_AREA';

// The professional's brand and the centre and radius (km) of their work area, each null until set.
async function workAreaOf(db: Queryable, proId: string) {
  const [pro] = await db.query<{
    brand: string;
    latitude: number | null;
    longitude: number | null;
    radius: number | null;
  }>(
    `SELECT u.brand, c.work_latitude AS latitude, c.work_longitude AS longitude, c.work_radius_km AS radius
       FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id WHERE u.id = $1`,
    [proId],
  );
  return pro;
}

// The trade and town asked for, if the professional may be sponsored there: a trade of theirs, a
// town their work area reaches.
async function areaFor(
  db: Queryable,
  proId: string,
  professionId: string,
  localitySlug: string,
): Promise<{ area: Area; brand: BrandId } | { notFound: true } | { ineligible: Ineligible }> {
  const pro = await workAreaOf(db, proId);
  if (!pro || !isBrandId(pro.brand) || !isUuid(professionId)) return { notFound: true };
  const [profession] = await db.query<{ id: string; name: string; mine: boolean }>(
    `SELECT p.id, p.name, EXISTS (SELECT 1 FROM pro_professions pp WHERE pp.pro_id = $3 AND pp.profession_id = p.id) AS mine
       FROM professions p WHERE p.id = $1 AND p.brand = $2`,
    [professionId, pro.brand, proId],
  );
  const town = await findLocation(db, marketOf(pro.brand).country, localitySlug, ['CITY']);
  if (!profession || !town) return { notFound: true };
  if (!profession.mine) return { ineligible: 'NOT_YOUR_TRADE' };
  const within =
    pro.latitude !== null &&
    pro.longitude !== null &&
    pro.radius !== null &&
    town.latitude !== null &&
    town.longitude !== null &&
    distanceKm(pro.latitude, pro.longitude, town.latitude, town.longitude) <= pro.radius;
  if (!within) return { ineligible: 'OUTSIDE_WORK_AREA' };
  const brand: BrandId = pro.brand;
  return {
    area: {
      professionId: profession.id,
      professionName: profession.name,
      localityId: town.id,
      localityName: town.name,
    },
    brand,
  };
}

// How many places of the area are taken now, and when the first of them frees up. A placement not
// yet ended holds its place whatever its start: now() is the transaction's start, and a purchase
// committed after it began (while this one waited for the area's lock) starts later than that.
async function takenIn(db: Queryable, area: Area) {
  const rows = await db.query<{ ends_at: Date }>(
    `SELECT ends_at FROM sponsored_placements
      WHERE profession_id = $1 AND locality_id = $2 AND status = 'ACTIVE' AND ends_at > now()
      ORDER BY ends_at`,
    [area.professionId, area.localityId],
  );
  return { taken: rows.length, freeFrom: rows.length >= SLOTS_PER_AREA ? (rows[0]?.ends_at ?? null) : null };
}

export async function sponsoredOffer(db: Queryable, proId: string, professionId: string, localitySlug: string) {
  const found = await areaFor(db, proId, professionId, localitySlug);
  if ('notFound' in found) return { __typename: 'NotFound' as const, id: professionId };
  if ('ineligible' in found) return { __typename: 'SponsoredPlacementNotEligible' as const, reason: found.ineligible };
  const { area, brand } = found;
  const { currency } = marketOf(brand);
  const { taken, freeFrom } = await takenIn(db, area);
  return {
    __typename: 'SponsoredPlacementOffer' as const,
    ...area,
    pricePerMonth: { amountMinor: SPONSORED_MONTH_PRICE[currency] ?? 0, currency: currency as Currency },
    vatRatePercent: vatRateOf(brand) / 100,
    months: [...SPONSORED_MONTHS],
    slots: SLOTS_PER_AREA,
    slotsLeft: Math.max(0, SLOTS_PER_AREA - taken),
    freeFrom,
  };
}

export async function buySponsoredPlacement(
  db: Database,
  proId: string,
  input: { readonly professionId: string; readonly localitySlug: string; readonly months: number },
) {
  const refused = invalidFields({
    months: (SPONSORED_MONTHS as readonly number[]).includes(input.months) ? null : 'INVALID',
  });
  if (refused) return refused;
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [proId]);
    const found = await areaFor(tx, proId, input.professionId, input.localitySlug);
    if ('notFound' in found) return { __typename: 'NotFound' as const, id: input.professionId };
    if ('ineligible' in found)
      return { __typename: 'SponsoredPlacementNotEligible' as const, reason: found.ineligible };
    if (await suspensionOf(tx, proId)) return proSuspended(tx, proId);
    const { area, brand } = found;
    // One purchase of this area at a time: the count below is the one the place is added to.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sponsored:${area.professionId}:${area.localityId}`]);
    const [mine] = await tx.query<PlacementRow>(
      `${PLACEMENT_SELECT} WHERE sp.pro_id = $1 AND sp.profession_id = $2 AND sp.locality_id = $3
          AND sp.status = 'ACTIVE' AND sp.ends_at > now() LIMIT 1`,
      [proId, area.professionId, area.localityId],
    );
    if (mine) return { __typename: 'AlreadySponsored' as const, placement: placementOf(mine) };
    const { taken, freeFrom } = await takenIn(tx, area);
    if (taken >= SLOTS_PER_AREA) return { __typename: 'SponsoredAreaFull' as const, freeFrom };
    const { currency } = marketOf(brand);
    const netMinor = (SPONSORED_MONTH_PRICE[currency] ?? 0) * input.months;
    const vatMinor = vatOn(netMinor, vatRateOf(brand));
    const balance = await balanceOf(tx, proId, currency);
    if (balance - (netMinor + vatMinor) < -creditLimitOf(currency)) {
      return {
        __typename: 'CreditLimitReached' as const,
        balance: { amountMinor: balance, currency: currency as Currency },
        creditLimit: { amountMinor: creditLimitOf(currency), currency: currency as Currency },
      };
    }
    const [placed] = await tx.query<{ id: string }>(
      `INSERT INTO sponsored_placements (pro_id, brand, profession_id, locality_id, starts_at, ends_at, months,
                                         price_minor, currency)
       VALUES ($1, $2, $3, $4, now(), now() + make_interval(months => $5), $5, $6, $7) RETURNING id`,
      [proId, brand, area.professionId, area.localityId, input.months, netMinor, currency],
    );
    if (!placed) throw new Error('writing a sponsored placement returned no row');
    await tx.query(
      `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference)
       VALUES ($1, 'SPONSORED_PLACEMENT', $2, $3, $4, $5, $6)`,
      [
        proId,
        -(netMinor + vatMinor),
        -vatMinor,
        currency,
        `Sponsored placement: ${area.professionName}, ${area.localityName}, ${input.months} months`,
        `sponsored:${placed.id}`,
      ],
    );
    const [row] = await tx.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE sp.id = $1`, [placed.id]);
    if (!row) throw new Error('a sponsored placement was not found');
    return { __typename: 'SponsoredPlacementBought' as const, placement: placementOf(row) };
  });
}

// The towns a placement may be bought in: the market's towns the professional's work area reaches,
// nearest first (at most TOWNS_SHOWN); none before a work area is set.
const TOWNS_SHOWN = 60;

export async function sponsoredPlacementTowns(db: Queryable, proId: string) {
  const pro = await workAreaOf(db, proId);
  if (!pro || !isBrandId(pro.brand) || pro.latitude === null || pro.longitude === null || pro.radius === null) {
    return [];
  }
  const { latitude, longitude, radius } = pro;
  const box = boundingBox(latitude, longitude, radius);
  const rows = await db.query<{ id: string; name: string; slug: string; latitude: number; longitude: number }>(
    `SELECT id, name, slug, latitude, longitude FROM locality_nodes
      WHERE country = $1 AND kind = 'CITY' AND latitude BETWEEN $2 AND $3 AND longitude BETWEEN $4 AND $5`,
    [marketOf(pro.brand).country, box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude],
  );
  return rows
    .map((row) => ({ ...row, km: distanceKm(latitude, longitude, row.latitude, row.longitude) }))
    .filter((row) => row.km <= radius)
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, TOWNS_SHOWN)
    .map(({ id, name, slug }) => ({ id, name, slug }));
}

export async function mySponsoredPlacements(db: Queryable, proId: string) {
  const rows = await db.query<PlacementRow>(
    `${PLACEMENT_SELECT} WHERE sp.pro_id = $1 ORDER BY sp.ends_at DESC, sp.id LIMIT 100`,
    [proId],
  );
  return rows.map((row) => placementOf(row));
}

export async function mySponsoredPlacement(db: Queryable, proId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE sp.id = $1 AND sp.pro_id = $2`, [id, proId]);
  return row ? placementOf(row) : null;
}

// The directory's sort key (directory-search.ts): 1 for a professional with a running placement of
// the trade in one of the places searched, else 0.
export function sponsoredSql(proColumn: string, professionParam: string, placesParam: string, asOfParam: string) {
  return `(EXISTS (SELECT 1 FROM sponsored_placements sp WHERE sp.pro_id = ${proColumn}
      AND sp.profession_id = ${professionParam}::uuid AND sp.locality_id = ANY(${placesParam}::uuid[])
      AND sp.status = 'ACTIVE' AND sp.starts_at <= ${asOfParam}::timestamptz AND sp.ends_at > ${asOfParam}::timestamptz))::int`;
}
