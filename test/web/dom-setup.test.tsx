// The component-test document itself: React renders into it, events reach handlers, and the
// browser's storage and cookies start empty in every test.

import '../helpers/dom.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import t from 'tap';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

t.test('a component renders and answers a click', async (t) => {
  render(<Counter />);
  fireEvent.click(screen.getByRole('button'));
  t.equal(screen.getByRole('button').textContent, 'Clicked 1');
});

t.test('cookies and storage written by one test are gone in the next', async (t) => {
  t.equal(document.cookie, '');
  t.equal(sessionStorage.length, 0);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a page script writing a cookie
  document.cookie = 'client_id=abc; path=/';
  sessionStorage.setItem('agent-type', 'consumer-app');
  t.match(document.cookie, /client_id=abc/);
});

t.test('…and here they are empty again', async (t) => {
  t.equal(document.cookie, '');
  t.equal(sessionStorage.length, 0);
});
