// The ledger (decision 063): every movement of a professional's money is one row of balance_entries
// — what they owe negative, what they paid or were credited positive, VAT included, with its VAT
// part beside it — written once per reference. The balance is the sum of the rows; nothing keeps a
// running total.
//
// A proposal's lead fee is charged in the proposal's own transaction: planned after every other
// check (with the professional's row locked, so concurrent proposals are charged one after
// another), then recorded once the proposal is stored. It comes from the package's allowance for
// the month while there is one, else it is owed with its VAT, up to the market's credit limit.
import type { Queryable } from '../../db/database.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import { creditLimitOf, vatOn, vatRateOf } from './prices.ts';

export type LedgerKind =
  | 'LEAD_FEE'
  | 'ALLOWANCE'
  | 'SUBSCRIPTION'
  | 'PAYMENT'
  | 'REFUND'
  | 'COUPON'
  | 'WRITE_OFF'
  | 'CREDIT'
  | 'ADJUSTMENT'
  | 'SPONSORED_PLACEMENT';

export interface LedgerEntryRow {
  readonly id: string;
  readonly user_id: string;
  readonly kind: LedgerKind;
  readonly amount_minor: string;
  readonly vat_minor: string;
  readonly currency: string;
  readonly description: string;
  readonly reference: string | null;
  readonly proposal_id: string | null;
  readonly created_at: Date;
}

// The package a professional subscribes to now, with what its month's allowance has left.
export interface Allowance {
  readonly perMonth: number;
  readonly used: number;
  // Where this month of the subscription began (months count from its start).
  readonly monthStart: Date;
}

export async function balanceOf(db: Queryable, userId: string, currency: string): Promise<number> {
  const [row] = await db.query<{ balance: string }>(
    'SELECT coalesce(sum(amount_minor), 0)::text AS balance FROM balance_entries WHERE user_id = $1 AND currency = $2',
    [userId, currency],
  );
  return Number(row?.balance ?? 0);
}

export async function allowanceOf(db: Queryable, userId: string): Promise<Allowance | null> {
  const [current] = await db.query<{ per_month: number; month_start: Date }>(
    `SELECT p.proposals_per_month AS per_month,
            s.starts_at + make_interval(months => (extract(year FROM age(now(), s.starts_at)) * 12
                                                   + extract(month FROM age(now(), s.starts_at)))::int) AS month_start
       FROM subscriptions s JOIN subscription_packages p ON p.id = s.package_id
      WHERE s.user_id = $1 AND s.status IN ('ACTIVE', 'CANCELLED') AND s.starts_at <= now() AND (s.ends_at IS NULL OR s.ends_at > now())
      ORDER BY s.starts_at DESC LIMIT 1`,
    [userId],
  );
  if (!current) return null;
  const [used] = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM balance_entries
      WHERE user_id = $1 AND kind = 'ALLOWANCE' AND created_at >= $2`,
    [userId, current.month_start],
  );
  return { perMonth: current.per_month, used: used?.used ?? 0, monthStart: current.month_start };
}

// A charge as the ledger holds it: the net price, its VAT, and the two together.
export interface Charge {
  readonly netMinor: number;
  readonly vatMinor: number;
  readonly grossMinor: number;
  readonly currency: string;
}

export type LeadFeePlan =
  | ({ readonly kind: 'ALLOWANCE' } & Charge)
  | ({ readonly kind: 'LEAD_FEE' } & Charge)
  | {
      // Suspended from new jobs for invoices unpaid past the grace period (decision 066).
      readonly kind: 'SUSPENDED';
      readonly since: Date;
    }
  | {
      readonly kind: 'CREDIT_LIMIT_REACHED';
      readonly balanceMinor: number;
      readonly creditLimitMinor: number;
      readonly currency: string;
    };

// How the professional pays the job's lead fee, or that they may not. Locks their row until the
// transaction ends, so the balance read here is the one the fee is recorded against.
export async function planLeadFee(tx: Queryable, proId: string, service: ServiceRow): Promise<LeadFeePlan> {
  const [pro] = await tx.query<{ brand: string; billing_suspended_at: Date | null }>(
    'SELECT brand, billing_suspended_at FROM users WHERE id = $1 FOR UPDATE',
    [proId],
  );
  if (!pro) throw new Error(`no professional ${proId}`);
  if (pro.billing_suspended_at) return { kind: 'SUSPENDED', since: pro.billing_suspended_at };
  const currency = service.currency;
  const netMinor = service.lead_fee_minor;
  const vatMinor = vatOn(netMinor, vatRateOf(pro.brand));
  const charge = { netMinor, vatMinor, grossMinor: netMinor + vatMinor, currency };
  const allowance = await allowanceOf(tx, proId);
  if (allowance && allowance.used < allowance.perMonth) return { kind: 'ALLOWANCE', ...charge };
  const balanceMinor = await balanceOf(tx, proId, currency);
  const creditLimitMinor = creditLimitOf(currency);
  if (balanceMinor - charge.grossMinor < -creditLimitMinor) {
    return { kind: 'CREDIT_LIMIT_REACHED', balanceMinor, creditLimitMinor, currency };
  }
  return { kind: 'LEAD_FEE', ...charge };
}

// Writes the planned charge for the proposal, once per job: the same job's fee again is the same
// movement, and the unique reference refuses a second row.
export async function recordLeadFee(
  tx: Queryable,
  proId: string,
  jobId: string,
  proposalId: string,
  plan: Extract<LeadFeePlan, { kind: 'ALLOWANCE' | 'LEAD_FEE' }>,
  serviceName: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, proposal_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      proId,
      plan.kind,
      plan.kind === 'ALLOWANCE' ? 0 : -plan.grossMinor,
      plan.kind === 'ALLOWANCE' ? 0 : -plan.vatMinor,
      plan.currency,
      `${plan.kind === 'ALLOWANCE' ? 'Proposal from the allowance' : 'Lead fee'}: ${serviceName}`,
      `lead-fee:${jobId}`,
      proposalId,
    ],
  );
}
