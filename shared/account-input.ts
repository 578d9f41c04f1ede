// What people type into their account that the page checks first and the upstream decides: the
// same rules on both sides, written once, so the page never lets through what the upstream then
// refuses with a bare error, nor refuses what it would take.

// A new password: 8 to 128 characters, counted as a person sees them (decision 006).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function isPasswordLengthAllowed(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

// A free-text reason (why someone leaves, why staff acted) is kept whole, so it is bounded.
export const MAX_REASON_LENGTH = 1000;

export function isReasonTooLong(reason: string | null | undefined): boolean {
  return !!reason && reason.length > MAX_REASON_LENGTH;
}

// What a phone number may be written with before it is read against a numbering plan: digits, a
// leading +, spaces and the usual separators.
export function isPhoneShaped(text: string): boolean {
  return text.length <= 32 && /^[+0-9 ().\-/]+$/.test(text);
}
