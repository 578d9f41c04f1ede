// A question asked in place before a destructive action: it takes the focus when it appears, its
// button runs the action (held while busy), and the other one keeps things as they are.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { InlineConfirm } from '../../../../web/components/ui/inline-confirm.tsx';
import { renderPage } from '../../render.tsx';

function Asked({ busy = false, events }: { busy?: boolean; events: string[] }) {
  return (
    <InlineConfirm
      question="Remove Plumbing?"
      confirm="Remove"
      keep="Keep"
      busy={busy}
      onConfirm={() => events.push('confirm')}
      onKeep={() => events.push('keep')}
      testId="remove-confirm"
    />
  );
}

t.test('the question takes the focus and each button does its part', async (t) => {
  const events: string[] = [];
  renderPage(<Asked events={events} />);
  t.equal(document.activeElement, screen.getByText('Remove Plumbing?'), 'a screen reader says the question first');
  const confirm = screen.getByRole('button', { name: 'Remove' });
  t.equal(confirm.getAttribute('data-testid'), 'remove-confirm');
  t.match(confirm.className, /danger/);
  fireEvent.click(confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
  t.same(events, ['confirm', 'keep']);
});

t.test('while the action runs its button is held and keeping still works', async (t) => {
  const events: string[] = [];
  renderPage(<Asked busy events={events} />);
  const confirm = screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
  t.equal(confirm.disabled, true);
  fireEvent.click(confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
  t.same(events, ['keep']);
});
