// Auto-respond (spec §2.7): professionals' rules that answer a newly posted job with a proposal from
// a template, at the rule's price, paying the lead fee as any proposal does.

import { PRODUCT_TIME_ZONE } from '../../../shared/constants.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { planLeadFee, recordLeadFee } from '../billing/ledger.ts';
import { distanceKmSql } from '../catalogue/distance.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import { notify } from '../messages/notify.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import {
  lockJob,
  ownProposal,
  PICK_AND_CHOOSE_LIMIT,
  PROPOSAL_LIMIT,
  responseCounts,
  storeProposal,
} from './response-steps.ts';
import type { AutoRespondRuleRow } from './rows.ts';

interface MatchingRule extends AutoRespondRuleRow {
  readonly template_body: string;
  // The professional's own daily limit, for all their rules together.
  readonly pro_daily_limit: number;
}

// The day the daily limits count: since midnight in the product's time zone, the day the
// professional sees on their pages.
export const START_OF_TODAY_SQL = `date_trunc('day', now() AT TIME ZONE '${PRODUCT_TIME_ZONE}') AT TIME ZONE '${PRODUCT_TIME_ZONE}'`;

// Enabled rules of active professionals that offer the job's service, whose work area and the
// rule's distance reach the job, and to whom the job is open (not sent to someone else); oldest
// rule first, so the outcome does not depend on the database's whims.
const MATCHING_RULES_SQL = `
  SELECT ar.*, t.body AS template_body, c.auto_respond_daily_limit AS pro_daily_limit
    FROM service_requests r
    JOIN auto_respond_rules ar ON ar.enabled AND r.service_id = ANY(ar.service_ids)
    JOIN message_templates t ON t.id = ar.template_id AND t.pro_id = ar.pro_id
    JOIN users u ON u.id = ar.pro_id AND u.status = 'ACTIVE'
    JOIN company_profiles c ON c.user_id = ar.pro_id
   WHERE r.id = $1 AND r.status = 'OPEN'
     AND (r.direct_pro_id IS NULL OR r.direct_pro_id = ar.pro_id)
     AND EXISTS (SELECT 1 FROM pro_services ps WHERE ps.pro_id = ar.pro_id AND ps.service_id = r.service_id)
     AND ${distanceKmSql('c.work_latitude', 'c.work_longitude', 'r.latitude', 'r.longitude')} <= c.work_radius_km
     AND (ar.max_distance_km IS NULL
          OR ${distanceKmSql('c.work_latitude', 'c.work_longitude', 'r.latitude', 'r.longitude')} <= ar.max_distance_km)
   ORDER BY ar.created_at, ar.id`;

// Auto-responses the professional made today, and those of them this rule made.
async function answeredToday(tx: Queryable, rule: MatchingRule): Promise<{ byPro: number; byRule: number }> {
  const [row] = await tx.query<{ by_pro: number; by_rule: number }>(
    `SELECT count(*)::int AS by_pro, count(*) FILTER (WHERE auto_respond_rule_id = $2)::int AS by_rule
       FROM proposals
      WHERE pro_id = $1 AND origin = 'AUTO_RESPOND' AND created_at >= ${START_OF_TODAY_SQL}`,
    [rule.pro_id, rule.id],
  );
  return { byPro: row?.by_pro ?? 0, byRule: row?.by_rule ?? 0 };
}

// Whether the job still takes this professional's proposal: open, not answered by them yet, within
// the rule's daily limit and theirs, and within the job's limits (spec §5 maximum proposal limit,
// §8 pick-and-choose).
async function mayAnswer(tx: Queryable, job: ServiceRequestRow, rule: MatchingRule): Promise<boolean> {
  if (job.status !== 'OPEN' || (await ownProposal(tx, job.id, rule.pro_id))) return false;
  const answered = await answeredToday(tx, rule);
  if (answered.byRule >= rule.daily_limit || answered.byPro >= rule.pro_daily_limit) return false;
  const counts = await responseCounts(tx, job.id);
  if (counts.proposed >= PROPOSAL_LIMIT) return false;
  return !(job.lead_type === 'PICK_AND_CHOOSE' && counts.responded >= PICK_AND_CHOOSE_LIMIT);
}

async function answerWithRule(db: Database, jobId: string, rule: MatchingRule): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job || !(await mayAnswer(tx, job, rule))) return;
    const [service] = await tx.query<ServiceRow>('SELECT * FROM services WHERE id = $1', [job.service_id]);
    if (!service) throw new Error(`job ${job.id} names no service`);
    // A job the professional may not pay the lead fee of is left for them to decide (decision 063).
    const fee = await planLeadFee(tx, rule.pro_id, service);
    if (fee.kind === 'CREDIT_LIMIT_REACHED' || fee.kind === 'SUSPENDED') return;
    const proposal = await storeProposal(
      tx,
      job,
      rule.pro_id,
      'AUTO_RESPOND',
      {
        additional_info: rule.template_body,
        home_visit_requested: false,
        home_visit_note: null,
        availability: null,
        similar_work_photo_ids: [],
        // The rule's price, checked when the rule was saved.
        price_type: rule.price_type,
        price_amount_minor: rule.price_amount_minor,
        price_min_minor: rule.price_min_minor,
        price_max_minor: rule.price_max_minor,
        price_note: rule.price_note,
      },
      service,
    );
    await recordLeadFee(tx, rule.pro_id, job.id, proposal.id, fee, service.name);
    // The rule's own count, and what it shows it sent today.
    await tx.query('UPDATE proposals SET auto_respond_rule_id = $2 WHERE id = $1', [proposal.id, rule.id]);
    await tx.query(
      `UPDATE service_requests
          SET responses_count = responses_count + 1,
              matching_strategies = matching_strategies
                || jsonb_build_array(jsonb_build_object('kind', 'AUTO_RESPOND', 'serviceProId', $2::text))
        WHERE id = $1`,
      [job.id, rule.pro_id],
    );
    await notify(tx, [job.consumer_id], {
      topic: 'PROPOSALS',
      template: 'proposal-received',
      payload: { serviceRequestId: job.id, serviceProId: rule.pro_id },
    });
  });
}

// Runs every enabled rule that matches the newly posted job; called by the posting flow after the
// job is stored. One failing rule does not keep the others from answering; the failures are
// reported together at the end, for the posting flow to log (the job stays posted).
export async function autoRespond(db: Database, serviceRequestId: string): Promise<void> {
  const rules = await db.query<MatchingRule>(MATCHING_RULES_SQL, [serviceRequestId]);
  const failures: unknown[] = [];
  for (const rule of rules) {
    try {
      await answerWithRule(db, serviceRequestId, rule);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `auto-respond failed for ${failures.length} rule(s)`);
}
