// The sign-up bot challenge (spec §8 CAPTCHA_VERIFICATION_FAILED, §9 "a bot-challenge site key"):
// a Turnstile-compatible widget that the page loads from this origin when the deployment gives a
// site key. The BFF lets the page load its script and frame from there (Content-Security-Policy).
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';
export const CAPTCHA_SCRIPT_URL = `${CAPTCHA_ORIGIN}/turnstile/v0/api.js?render=explicit`;
