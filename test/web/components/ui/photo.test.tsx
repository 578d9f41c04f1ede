// A stored photo on a page (decision 040): the browser is offered every resized copy up to the
// photo's own width, reserves its box from the width and height, and fetches it lazily unless it
// is the page's largest picture.
import '../../../helpers/dom.ts';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { Photo } from '../../../../web/components/ui/photo.tsx';

t.test('a photo below the fold: every copy up to its width, its shape, fetched lazily', async (t) => {
  render(
    <Photo src="/files/a.jpg" alt="New oak floor" width={1200} height={900} sizes="(min-width: 40rem) 10rem, 50vw" />,
  );
  const image = screen.getByRole('img', { name: 'New oak floor' });
  t.equal(
    image.getAttribute('srcset'),
    '/files/a.jpg?w=160 160w, /files/a.jpg?w=320 320w, /files/a.jpg?w=640 640w, /files/a.jpg?w=960 960w, /files/a.jpg?w=1280 1200w',
    'the widest copy is the photo itself, described at its real width',
  );
  t.equal(image.getAttribute('sizes'), '(min-width: 40rem) 10rem, 50vw');
  t.equal(image.getAttribute('src'), '/files/a.jpg?w=640', 'a browser without srcset gets a middle copy');
  t.same([image.getAttribute('width'), image.getAttribute('height')], ['1200', '900']);
  t.equal(image.getAttribute('loading'), 'lazy');
  t.equal(image.getAttribute('decoding'), 'async');
  t.equal(image.getAttribute('fetchpriority'), null);
});

t.test('a small photo offers no copy wider than itself', async (t) => {
  render(<Photo src="/files/b.png" alt="" width={500} height={500} sizes="50vw" />);
  t.equal(
    document.querySelector('img')?.getAttribute('srcset'),
    '/files/b.png?w=160 160w, /files/b.png?w=320 320w, /files/b.png?w=640 500w',
  );
});

t.test('a photo of unknown size offers every width and leaves its box to the page', async (t) => {
  render(<Photo src="/files/c.heic" alt="Roof" sizes="100vw" />);
  const image = screen.getByRole('img', { name: 'Roof' });
  t.match(image.getAttribute('srcset'), /\?w=1280 1280w$/);
  t.equal(image.getAttribute('width'), null);
  t.equal(image.getAttribute('height'), null);
});

t.test('the largest picture of the first screen is fetched at once, first', async (t) => {
  render(<Photo src="/files/d.jpg" alt="Kitchen" width={1200} height={900} sizes="100vw" priority />);
  const image = screen.getByRole('img', { name: 'Kitchen' });
  t.equal(image.getAttribute('loading'), 'eager');
  t.equal(image.getAttribute('fetchpriority'), 'high');
  t.not(image.getAttribute('decoding'), 'async');
});

t.test('the server writes the same attributes, loading before the addresses', async (t) => {
  const html = renderToString(<Photo src="/files/e.jpg" alt="" width={1200} height={900} sizes="50vw" />);
  t.match(
    html,
    /^<img class="photo" loading="lazy" decoding="async" width="1200" height="900" sizes="50vw" srcSet="[^"]+" src="\/files\/e\.jpg\?w=640" alt=""\/>$/,
  );
});
