// The client build keeps a message descriptor's id and drops its source text, for ids the
// catalogs know; the lines of the source stay where they were, for the source maps.
import t from 'tap';
import { stripMessages } from '../../scripts/strip-messages.ts';

const known = new Set(['home.lead', 'home.title', 'ui.stars.label']);

t.test('a known id keeps only its id; what follows the text stays', async (t) => {
  t.equal(
    stripMessages("i18n._({ id: 'home.title', message: 'How it works' })", known),
    "i18n._({ id: 'home.title', })",
  );
  t.equal(
    stripMessages("i18n._({ id: 'ui.stars.label', message: 'Rated {score} out of 5', values: { score } })", known),
    "i18n._({ id: 'ui.stars.label', values: { score } })",
  );
  t.equal(
    stripMessages("i18n._({ id: 'home.title', message: 'It\\'s \"quoted\"' })", known),
    "i18n._({ id: 'home.title', })",
    'escaped quotes inside the text',
  );
});

t.test('a text on lines of its own leaves as many line breaks', async (t) => {
  const source = [
    'const lead = i18n._({',
    "  id: 'home.lead',",
    '  message:',
    "    'Describe your job in a few steps.',",
    '});',
    'const next = 1;',
  ].join('\n');
  const stripped = stripMessages(source, known);
  t.notMatch(stripped, /Describe your job/);
  t.equal(stripped.split('\n').length, source.split('\n').length, 'the same number of lines');
  t.equal(stripped.split('\n')[5], 'const next = 1;', 'later lines where they were');
});

t.test('an id the catalogs do not know, or an object that is no descriptor, is left alone', async (t) => {
  const unknown = "i18n._({ id: 'not.in.catalogs', message: 'Kept' })";
  t.equal(stripMessages(unknown, known), unknown);
  const error = "setState({ kind: 'failed', message: errorMessage(error) })";
  t.equal(stripMessages(error, known), error);
  const variable = "({ id: 'home.title', message: text })";
  t.equal(stripMessages(variable, known), variable, 'a text that is not written out');
});
