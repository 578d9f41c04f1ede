// Coupons (decision 064): staff make a code per brand — a credit put on the balance when redeemed,
// or a percentage off a package's first period (of one package, or any) — valid between two dates
// and for a number of uses. A professional redeems a code once; the code's row is locked while
// its uses are counted, so two redemptions at once never pass its limit.
import { BRANDS } from '../../../shared/brands.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { CreateCouponCodeInput, Currency, PackageCode } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { requireBrand } from '../validation/brand.ts';

export interface CouponRow {
  readonly id: string;
  readonly brand: string;
  readonly code: string;
  readonly discount_percent: number | null;
  readonly credit_minor: string | null;
  readonly currency: string;
  readonly package_code: PackageCode | null;
  readonly valid_from: Date;
  readonly valid_until: Date;
  readonly max_uses: number;
  readonly created_at: Date;
  readonly uses: number;
}

const COUPON_COLUMNS = `c.id, c.brand, c.code, c.discount_percent, c.credit_minor::text AS credit_minor, c.currency,
  c.package_code, c.valid_from, c.valid_until, c.max_uses, c.created_at,
  (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS uses`;

const CODE = /^[A-Z0-9-]{4,32}$/;
const MAX_USES = 100_000;

// As codes are compared: trimmed, upper case.
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function couponOf(row: CouponRow) {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    brand: row.brand,
    code: row.code,
    discountPercent: row.discount_percent,
    credit: row.credit_minor === null ? null : { amountMinor: Number(row.credit_minor), currency },
    packageCode: row.package_code,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxUses: row.max_uses,
    usesCount: row.uses,
    createdAt: row.created_at,
  };
}

export async function couponCodes(db: Queryable, brand: string) {
  const rows = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupon_codes c WHERE c.brand = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
    [requireBrand(brand)],
  );
  return rows.map(couponOf);
}

export async function createCouponCode(db: Database, viewer: Viewer, requestId: string, input: CreateCouponCodeInput) {
  const brand = requireBrand(input.brand);
  const code = normaliseCode(input.code);
  const percent = input.discountPercent ?? null;
  const credit = input.creditMinor ?? null;
  const kindMissing = percent === null && credit === null;
  const refused = invalidFields({
    code: code === '' ? 'REQUIRED' : CODE.test(code) ? null : 'INVALID',
    discountPercent: kindMissing
      ? 'REQUIRED'
      : percent !== null && (credit !== null || percent < 1 || percent > 100)
        ? 'INVALID'
        : null,
    creditMinor: credit !== null && (credit < 1 || input.packageCode) ? 'INVALID' : null,
    validUntil: input.validUntil <= input.validFrom ? 'INVALID' : null,
    maxUses: input.maxUses < 1 || input.maxUses > MAX_USES ? 'INVALID' : null,
  });
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: string }>(
      `INSERT INTO coupon_codes (brand, code, discount_percent, credit_minor, currency, package_code, valid_from,
                                 valid_until, max_uses, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (brand, code) DO NOTHING RETURNING id`,
      [
        brand,
        code,
        percent,
        credit,
        BRANDS[brand].currency,
        input.packageCode ?? null,
        input.validFrom,
        input.validUntil,
        input.maxUses,
        viewer.actorId,
      ],
    );
    if (!created) return { __typename: 'DuplicateCouponCode' as const, code };
    await recordStaffAction(tx, viewer, viewer.actorId, 'createCouponCode', requestId, code);
    const [row] = await tx.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupon_codes c WHERE c.id = $1`, [
      created.id,
    ]);
    if (!row) throw new Error('a created coupon was not found');
    return { __typename: 'CouponCodeCreated' as const, coupon: couponOf(row) };
  });
}

export type CouponRefusal =
  | { readonly __typename: 'CouponNotFound'; readonly code: string }
  | { readonly __typename: 'CouponNotValidNow'; readonly validFrom: Date; readonly validUntil: Date }
  | { readonly __typename: 'CouponUsedUp'; readonly code: string }
  | { readonly __typename: 'CouponAlreadyRedeemed'; readonly code: string };

// The brand's code as typed, locked, if the professional may use it now; else why not.
export async function usableCoupon(
  tx: Queryable,
  proId: string,
  brand: string,
  typed: string,
): Promise<{ coupon: CouponRow } | { refusal: CouponRefusal }> {
  const code = normaliseCode(typed);
  const [locked] = await tx.query<{ id: string }>(
    'SELECT id FROM coupon_codes WHERE brand = $1 AND code = $2 FOR UPDATE',
    [brand, code],
  );
  const [coupon] = locked
    ? await tx.query<CouponRow & { now: Date; mine: boolean }>(
        `SELECT ${COUPON_COLUMNS}, now() AS now,
                EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $2) AS mine
           FROM coupon_codes c WHERE c.id = $1`,
        [locked.id, proId],
      )
    : [];
  if (!coupon) return { refusal: { __typename: 'CouponNotFound', code } };
  if (coupon.now < coupon.valid_from || coupon.now >= coupon.valid_until) {
    return {
      refusal: { __typename: 'CouponNotValidNow', validFrom: coupon.valid_from, validUntil: coupon.valid_until },
    };
  }
  if (coupon.mine) return { refusal: { __typename: 'CouponAlreadyRedeemed', code } };
  if (coupon.uses >= coupon.max_uses) return { refusal: { __typename: 'CouponUsedUp', code } };
  return { coupon };
}

export type RedeemOutcome =
  | CouponRefusal
  | { readonly __typename: 'CouponCreditAdded'; readonly credit: { amountMinor: number; currency: Currency } }
  | {
      readonly __typename: 'CouponForPackages';
      readonly discountPercent: number;
      readonly packageCode: PackageCode | null;
    };

// A credit code puts its amount on the balance now; a percent code is used when buying a package,
// and redeeming it here says so, and changes nothing.
export async function redeemCoupon(db: Database, proId: string, typed: string): Promise<RedeemOutcome> {
  return db.transaction(async (tx): Promise<RedeemOutcome> => {
    const [pro] = await tx.query<{ brand: string }>('SELECT brand FROM users WHERE id = $1 FOR UPDATE', [proId]);
    if (!pro) throw new Error(`no professional ${proId}`);
    const usable = await usableCoupon(tx, proId, pro.brand, typed);
    if ('refusal' in usable) return usable.refusal;
    const { coupon } = usable;
    if (coupon.credit_minor === null) {
      return {
        __typename: 'CouponForPackages',
        discountPercent: coupon.discount_percent ?? 0,
        packageCode: coupon.package_code,
      };
    }
    await tx.query('INSERT INTO coupon_redemptions (coupon_id, user_id) VALUES ($1, $2)', [coupon.id, proId]);
    await tx.query(
      `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference)
       VALUES ($1, 'CREDIT', $2, $3, $4, $5)`,
      [proId, coupon.credit_minor, coupon.currency, `Coupon ${coupon.code}`, `coupon:${coupon.id}`],
    );
    return {
      __typename: 'CouponCreditAdded',
      credit: { amountMinor: Number(coupon.credit_minor), currency: coupon.currency as Currency },
    };
  });
}
