// Who a card is about: the logo when there is one, else the initials of the name on a tone that
// stays the same for that name; either way hidden from screen readers, which read the name beside it.
import '../../../helpers/dom.ts';
import { screen } from '@testing-library/react';
import t from 'tap';
import { Avatar, initialsOf, toneOf } from '../../../../web/components/ui/avatar.tsx';
import { renderPage } from '../../render.tsx';

t.test('without a logo the avatar shows the initials of the first two words', async (t) => {
  renderPage(<Avatar name="Ace Plumbing Manchester" />);
  const avatar = screen.getByTestId('avatar');
  t.equal(avatar.tagName, 'SPAN');
  t.equal(avatar.textContent, 'AP');
  t.equal(avatar.getAttribute('aria-hidden'), 'true', 'the name next to it is read instead');
});

t.test('initials skip what is not a word and keep letters beyond ASCII', async (t) => {
  t.equal(initialsOf('Olivia T.'), 'OT');
  t.equal(initialsOf('Müller & Söhne'), 'MS');
  t.equal(initialsOf('  élan  '), 'É');
  t.equal(initialsOf('(Bouwbedrijf) de Vries'), 'BD');
});

t.test('a name always takes the same tone, and names spread over the tones', async (t) => {
  t.equal(toneOf('Ace Plumbing'), toneOf('Ace Plumbing'));
  const tones = new Set(['Ace Plumbing', 'Olivia T.', 'Bouwbedrijf', 'Müller & Söhne', 'Studio Luce'].map(toneOf));
  t.ok(tones.size > 1, `${tones.size} tones for five names`);
  renderPage(<Avatar name="Ace Plumbing" size="large" />);
  t.match(screen.getByTestId('avatar').className, `avatar-large avatar-tone-${toneOf('Ace Plumbing')}`);
});

t.test('with a logo the avatar is the logo, as a decorative image', async (t) => {
  renderPage(<Avatar name="Ace Plumbing" imageUrl="/files/ace-logo.png" />);
  const avatar = screen.getByTestId('avatar');
  t.equal(avatar.tagName, 'IMG');
  t.equal(avatar.getAttribute('src'), '/files/ace-logo.png');
  t.equal(avatar.getAttribute('alt'), '');
  t.equal(avatar.textContent, '', 'no initials over the logo');
});
