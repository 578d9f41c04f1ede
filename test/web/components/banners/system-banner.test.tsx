import '../../../helpers/dom.ts';
import { render, screen } from '@testing-library/react';
import t from 'tap';
import { SystemBanner } from '../../../../web/components/banners/system-banner.tsx';

t.test('a navigational banner shows its message and a read-more link with a chevron', async (t) => {
  const { container } = render(
    <SystemBanner variant="navigational" colour="brand" readMore={{ label: 'Read more', href: '/news' }}>
      New prices from April
    </SystemBanner>,
  );
  const banner = container.firstElementChild as HTMLElement;
  t.match(banner.className, /system-banner--navigational/);
  t.match(banner.className, /system-banner--brand/);
  t.match(banner.textContent, 'New prices from April');
  const link = screen.getByRole('link', { name: 'Read more' });
  t.equal(link.getAttribute('href'), '/news');
  t.ok(link.querySelector('svg[aria-hidden="true"]'), 'the chevron is decoration only');
});

t.test('a plain banner is centred and has no read-more link', async (t) => {
  const { container } = render(
    <SystemBanner variant="plain" colour="error" readMore={{ label: 'Read more', href: '/news' }}>
      Payments are delayed
    </SystemBanner>,
  );
  const banner = container.firstElementChild as HTMLElement;
  t.match(banner.className, /system-banner--plain/);
  t.match(banner.className, /system-banner--error/);
  t.equal(screen.queryByRole('link'), null);
});

t.test('the default colour is its own class (the inverse of the page)', async (t) => {
  const { container } = render(
    <SystemBanner variant="plain" colour="default">
      Hello
    </SystemBanner>,
  );
  t.match((container.firstElementChild as HTMLElement).className, /system-banner--default/);
});

t.test('a blank read-more label that is not hidden is reported as a warning and shows no link', async (t) => {
  const warnings = t.capture(console, 'warn');
  render(
    <SystemBanner variant="navigational" colour="brand" readMore={{ label: '   ', href: '/news' }}>
      Message
    </SystemBanner>,
  );
  t.equal(screen.queryByRole('link'), null);
  const calls = warnings();
  t.equal(calls.length, 1);
  t.match(String(calls[0]?.args[0]), /readMore label is empty/);
});

t.test('an empty read-more label is reported too', async (t) => {
  const warnings = t.capture(console, 'warn');
  render(
    <SystemBanner variant="plain" colour="default" readMore={{ label: '', href: '/news' }}>
      Message
    </SystemBanner>,
  );
  t.equal(warnings().length, 1);
});

t.test('a hidden read-more with an empty label, or a real label, reports nothing', async (t) => {
  const warnings = t.capture(console, 'warn');
  render(
    <>
      <SystemBanner variant="navigational" colour="brand" readMore={{ label: '', href: '/news', hidden: true }}>
        Hidden
      </SystemBanner>
      <SystemBanner variant="navigational" colour="brand" readMore={{ label: 'Details', href: '/news' }}>
        Labelled
      </SystemBanner>
      <SystemBanner variant="plain" colour="brand">
        Without read-more
      </SystemBanner>
    </>,
  );
  t.equal(warnings().length, 0);
  t.equal(screen.getAllByRole('link').length, 1, 'only the labelled read-more shows');
});
