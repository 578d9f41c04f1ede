// A template's title and text are checked the same way by the page and the upstream (spec §2.7
// message-templates, §5 field codes): required, and within their bounds once trimmed.
import t from 'tap';
import {
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_BODY_MIN_LENGTH,
  TEMPLATE_TITLE_MAX_LENGTH,
  templateBodyProblem,
  templateTitleProblem,
} from '../../shared/message-template-input.ts';

t.test('a title is required and at most 100 characters', async (t) => {
  t.equal(TEMPLATE_TITLE_MAX_LENGTH, 100);
  t.equal(templateTitleProblem('   '), 'REQUIRED');
  t.equal(templateTitleProblem(' Quick answer '), null);
  t.equal(templateTitleProblem(`  ${'x'.repeat(100)}  `), null, 'spaces around it do not count');
  t.equal(templateTitleProblem('x'.repeat(101)), 'INVALID');
});

t.test('a text is required and 20 to 3000 characters long', async (t) => {
  t.same([TEMPLATE_BODY_MIN_LENGTH, TEMPLATE_BODY_MAX_LENGTH], [20, 3000]);
  t.equal(templateBodyProblem('\n'), 'REQUIRED');
  t.equal(templateBodyProblem('too short'), 'INVALID');
  t.equal(templateBodyProblem(`  ${'y'.repeat(20)}  `), null);
  t.equal(templateBodyProblem('y'.repeat(3000)), null);
  t.equal(templateBodyProblem('y'.repeat(3001)), 'INVALID');
});
