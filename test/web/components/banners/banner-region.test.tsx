import '../../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import t from 'tap';
import { BannerRegion } from '../../../../web/components/banners/banner-region.tsx';
import { SystemBanner } from '../../../../web/components/banners/system-banner.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';

// jsdom's navigator.onLine is a getter on the prototype; an own property on the instance shadows it.
function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function goOffline(): void {
  setOnline(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline(): void {
  setOnline(true);
  window.dispatchEvent(new Event('online'));
}

t.afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).onLine;
});

function renderRegion(messages = {}, locale: 'en-GB' | 'nl-NL' = 'en-GB') {
  return render(
    <I18nProvider i18n={createI18n(locale, messages)}>
      <BannerRegion
        systemBanners={
          <SystemBanner variant="plain" colour="brand">
            Maintenance tonight
          </SystemBanner>
        }
      >
        <div className="session-banner">You are impersonating</div>
      </BannerRegion>
    </I18nProvider>,
  );
}

const OFFLINE_TEXT = /no internet connection/;

t.test('while online there is no offline banner', async (t) => {
  setOnline(true);
  renderRegion();
  t.equal(screen.queryByText(OFFLINE_TEXT), null);
});

t.test('going offline shows the offline banner, coming back online hides it', async (t) => {
  setOnline(true);
  renderRegion();
  act(() => goOffline());
  t.ok(screen.getByRole('status').textContent?.match(OFFLINE_TEXT));
  act(() => goOnline());
  t.equal(screen.queryByText(OFFLINE_TEXT), null);
});

t.test('a page opened offline shows the banner at once', async (t) => {
  setOnline(false);
  renderRegion();
  t.ok(screen.getByText(OFFLINE_TEXT));
});

t.test('the offline banner comes first, then the session banners, then the system banners', async (t) => {
  setOnline(false);
  const { container } = renderRegion();
  const region = container.querySelector('.banner-region') as HTMLElement;
  const texts = Array.from(region.children, (child) => child.textContent ?? '');
  t.equal(texts.length, 3);
  t.match(texts[0], OFFLINE_TEXT);
  t.equal(texts[1], 'You are impersonating');
  t.equal(texts[2], 'Maintenance tonight');
});

t.test('the offline banner speaks the page language', async (t) => {
  setOnline(false);
  renderRegion({ 'banner.offline': 'Je hebt geen internetverbinding.' }, 'nl-NL');
  t.ok(screen.getByText('Je hebt geen internetverbinding.'));
});
