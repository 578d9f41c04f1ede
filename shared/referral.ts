// A professional's referral link (spec §2.7 referral; decision 050): /r/{code} on their brand's
// site. The BFF keeps the code of a followed link in a cookie of its own and sends it upstream, in
// the header below, with the visitor's mutations; the upstream records the referral when one of
// them makes the visitor an account. The page, the BFF and the upstream agree here on the code's
// shape and the link's path.

export const REFERRAL_CODE_HEADER = 'x-referral-code';

// Letters and digits that cannot be mistaken for each other when read out or typed (no 0/o, 1/l/i).
export const REFERRAL_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
// 12 of 31 signs: about 59 bits, too many to find a code by trying.
export const REFERRAL_CODE_LENGTH = 12;

const REFERRAL_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && REFERRAL_CODE.test(value);
}

// The path of the link; the site's origin goes before it.
export const REFERRAL_PATH_PREFIX = '/r/';

export function referralPath(code: string): string {
  return `${REFERRAL_PATH_PREFIX}${code}`;
}
