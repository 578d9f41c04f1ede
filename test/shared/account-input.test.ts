// The rules of what people type into their account, which the page and the upstream both apply.
import t from 'tap';
import { isPasswordLengthAllowed, isPhoneShaped, isReasonTooLong } from '../../shared/account-input.ts';

t.test('a password is 8 to 128 characters as a person counts them', async (t) => {
  t.notOk(isPasswordLengthAllowed('seven77'));
  t.ok(isPasswordLengthAllowed('eight888'));
  t.ok(isPasswordLengthAllowed('🔑'.repeat(8)), 'eight keys are eight characters');
  t.ok(isPasswordLengthAllowed('x'.repeat(128)));
  t.notOk(isPasswordLengthAllowed('x'.repeat(129)));
});

t.test('a reason is at most 1000 characters; none at all is fine', async (t) => {
  t.notOk(isReasonTooLong(null));
  t.notOk(isReasonTooLong(''));
  t.notOk(isReasonTooLong('x'.repeat(1000)));
  t.ok(isReasonTooLong('x'.repeat(1001)));
});

t.test('a phone number is written with digits, a plus and separators only', async (t) => {
  t.ok(isPhoneShaped('+44 (0)20 7946-0000'));
  t.ok(isPhoneShaped('06 12345678'));
  t.notOk(isPhoneShaped('call me'));
  t.notOk(isPhoneShaped('1'.repeat(33)), 'not longer than any numbering plan allows');
});
