// When a professional counts as qualified for a trade: their qualification is PASSED — by the skill
// evaluation or by staff approving a document. PENDING, FAILED and MANUAL (with a specialist) are not
// yet. Choosing services whose work needs the qualification and the new-job list's qualified jobs
// both ask this, so the two never disagree.
import type { QualificationStatus } from '../../generated/graphql.ts';

export const QUALIFIED: QualificationStatus = 'PASSED';

export function isQualified(qualification: QualificationStatus | null | undefined): boolean {
  return qualification === QUALIFIED;
}

// The SQL condition that the qualification in `column` is one that counts; never true for NULL (a
// trade the professional does not have).
export function qualifiedSql(column: string): string {
  return `${column} = '${QUALIFIED}'`;
}
