// Rows of referrals.
import type { UserKind } from '../../generated/graphql.ts';

// An account made through a professional's link: only when, and which kind (decision 050).
export interface ReferralRow {
  readonly id: string;
  readonly kind: UserKind;
  readonly created_at: Date;
}

// A professional's referral as the resolvers pass it on: whose, and its code.
export interface ReferralOfPro {
  readonly proId: string;
  readonly code: string;
}
