// The switch: a control named by its label that says on or off, flips with a click or Space, and
// while its change is being saved stays put and keeps the focus.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import t from 'tap';
import { Switch } from '../../../../web/components/ui/switch.tsx';
import { renderPage } from '../../render.tsx';

function Setting({ busy = false, onFlip }: { busy?: boolean; onFlip: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Email"
      hint="About new jobs"
      checked={on}
      busy={busy}
      onChange={(event) => {
        setOn(event.target.checked);
        onFlip(event.target.checked);
      }}
    />
  );
}

t.test('a switch is named by its label, described by its hint, and flips', async (t) => {
  const flips: boolean[] = [];
  renderPage(<Setting onFlip={(on) => flips.push(on)} />);
  const control = screen.getByRole('switch', { name: 'Email' }) as HTMLInputElement;
  t.equal(control.getAttribute('aria-checked'), 'false');
  t.equal(screen.getByText('About new jobs').id, control.getAttribute('aria-describedby'));
  fireEvent.click(control);
  t.equal(control.checked, true);
  t.equal(control.getAttribute('aria-checked'), 'true');
  t.same(flips, [true]);
});

t.test('a busy switch does not flip, and is not disabled, so the focus stays on it', async (t) => {
  const flips: boolean[] = [];
  renderPage(<Setting busy onFlip={(on) => flips.push(on)} />);
  const control = screen.getByRole('switch', { name: 'Email' }) as HTMLInputElement;
  control.focus();
  fireEvent.click(control);
  t.equal(control.checked, false);
  t.same(flips, []);
  t.equal(control.getAttribute('aria-busy'), 'true');
  t.equal(control.disabled, false);
  t.equal(document.activeElement, control);
});
