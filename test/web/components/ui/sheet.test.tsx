// The sheet: a labelled dialog its page opens, that closes on Escape, on its close button and on a
// tap on the backdrop, and gives the focus back to the button that opened it.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import t from 'tap';
import { Sheet } from '../../../../web/components/ui/sheet.tsx';
import { renderPage } from '../../render.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filter and sort"
        footer={<button type="button">Apply</button>}
      >
        <label>
          Search
          <input name="query" />
        </label>
      </Sheet>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Filters' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

t.test('opened, the sheet is a dialog named by its title, with the focus inside it', async (t) => {
  renderPage(<Page />);
  t.equal(screen.queryByRole('dialog'), null, 'closed at first');
  open();
  const dialog = screen.getByRole('dialog', { name: 'Filter and sort' });
  t.ok(dialog.hasAttribute('open'));
  t.ok(dialog.contains(document.activeElement), 'the focus moved into the sheet');
  t.ok(screen.getByRole('button', { name: 'Apply' }), 'the footer is in it');
});

t.test('Escape closes the sheet and the focus returns to the button that opened it', async (t) => {
  renderPage(<Page />);
  const opener = open();
  fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'Escape' });
  t.equal(screen.queryByRole('dialog'), null);
  t.equal(document.activeElement, opener);
});

t.test('the close button and a tap on the backdrop close it too', async (t) => {
  renderPage(<Page />);
  const opener = open();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  t.equal(screen.queryByRole('dialog'), null, 'closed by its button');
  t.equal(document.activeElement, opener);
  open();
  fireEvent.click(screen.getByLabelText('Search'));
  t.ok(screen.getByRole('dialog'), 'a tap inside keeps it open');
  fireEvent.click(screen.getByRole('dialog'));
  t.equal(screen.queryByRole('dialog'), null, 'closed by a tap on the backdrop');
});

t.test('where the browser has modal dialogs, the sheet opens as one and closes through it', async (t) => {
  const proto = window.HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  const calls: string[] = [];
  proto.showModal = function (this: HTMLDialogElement) {
    calls.push('showModal');
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    calls.push('close');
    this.removeAttribute('open');
    this.dispatchEvent(new window.Event('close'));
  };
  t.teardown(() => {
    Reflect.deleteProperty(proto, 'showModal');
    Reflect.deleteProperty(proto, 'close');
  });
  renderPage(<Page />);
  const opener = open();
  t.same(calls, ['showModal']);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  t.same(calls, ['showModal', 'close']);
  t.equal(screen.queryByRole('dialog'), null);
  t.equal(document.activeElement, opener);
});
