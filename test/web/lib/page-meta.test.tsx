// A page's own title and description in the browser (issue 17): a page that names itself puts its
// name before the product name and tagline and its lead into the description; after a navigation
// to a page that says nothing, the document goes back to the product name and tagline alone.
import '../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { PageHeading } from '../../../web/components/page-heading.tsx';
import { useRouter } from '../../../web/lib/router.tsx';
import { brand, renderPage } from '../render.tsx';
import { until } from './session-helpers.tsx';

const suffix = `${brand.productName} – ${brand.tagline}`;
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function TwoPages() {
  const { pathname, navigate } = useRouter();
  if (pathname === '/plain') return <p>Nothing to say</p>;
  return (
    <>
      <PageHeading title="Tradespeople in Leeds" lead="Compare reviews of tradespeople in Leeds." />
      <button type="button" onClick={() => navigate('/plain')}>
        Elsewhere
      </button>
    </>
  );
}

t.test('the page names the document, and a page that says nothing gets the brand alone', async (t) => {
  renderPage(<TwoPages />, { url: '/leeds' });
  await until(() => document.title === `Tradespeople in Leeds | ${suffix}`);
  t.equal(description(), 'Compare reviews of tradespeople in Leeds.');
  fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  await until(() => screen.queryByText('Nothing to say') !== null);
  await until(() => document.title === suffix);
  t.equal(description(), undefined, 'no description left from the page before');
});

t.test('the first page keeps the title and description it came with while it hydrates', async (t) => {
  document.title = `Tradespeople in York | ${suffix}`;
  const sent = document.createElement('meta');
  sent.name = 'description';
  sent.content = 'Compare reviews of tradespeople in York.';
  document.head.append(sent);
  t.teardown(() => sent.remove());
  const titles: string[] = [];
  const watcher = new MutationObserver(() => titles.push(document.title));
  watcher.observe(document.head, { subtree: true, childList: true, characterData: true });
  t.teardown(() => watcher.disconnect());
  // A page whose own part has not rendered yet, as while it hydrates in slices.
  renderPage(<p>Loading the page</p>, { url: '/york' });
  t.equal(document.title, `Tradespeople in York | ${suffix}`);
  t.same(titles, [], 'never the product name alone in between');
  t.equal(description(), 'Compare reviews of tradespeople in York.');
});
