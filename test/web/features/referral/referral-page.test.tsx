// A professional's referral page: their link on this site, copied with one press (or copied by hand
// when the browser will not), handed to the device's sharing only where the browser has it, and
// the sign-ups made through it — how many, when, which kind, nobody's name.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import {
  ReferralCodeDocument,
  ReferralSignUpsDocument,
} from '../../../../web/features/referral/generated/documents.ts';
import { ReferralPage, SIGN_UPS_VARIABLES } from '../../../../web/features/referral/referral-page.tsx';
import type { ReferralSignUpsQuery } from '../../../../web/generated/graphql.ts';
import { connectionKey, queryKey } from '../../../../web/lib/data.tsx';
import { PRO, until } from '../../lib/session-helpers.tsx';
import { brand, renderPage, toastTitles } from '../../render.tsx';

const CODE = 'k7m2qp9xhdab';
const SIGN_UPS: ReferralSignUpsQuery = {
  myReferral: {
    signUps: {
      totalCount: 2,
      edges: [
        { node: { id: 's2', kind: 'SERVICE_PRO', signedUpAt: '2026-03-04T10:00:00.000Z' } },
        { node: { id: 's1', kind: 'CONSUMER', signedUpAt: '2026-02-20T10:00:00.000Z' } },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  },
};

function show(signUps = SIGN_UPS) {
  renderPage(<ReferralPage brand={brand} />, {
    user: PRO,
    url: '/service-pro/referral',
    config: { siteOrigin: 'https://www.example-hearth.co.uk' },
    cache: {
      [queryKey(ReferralCodeDocument)]: { myReferral: { code: CODE } },
      [connectionKey(ReferralSignUpsDocument, SIGN_UPS_VARIABLES)]: [signUps],
    },
  });
}

// A browser API for the length of one test.
function withBrowserApi<K extends 'clipboard' | 'share'>(
  t: { teardown(fn: () => void): void },
  name: K,
  value: unknown,
) {
  Object.defineProperty(navigator, name, { value, configurable: true });
  t.teardown(() => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  });
}

const link = () => screen.getByTestId('referral-link') as HTMLInputElement;

t.test('the link on this site and the sign-ups through it, without anyone’s name', async (t) => {
  show();
  t.equal(link().value, `https://www.example-hearth.co.uk/r/${CODE}`);
  t.ok(link().readOnly);
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, `Recommend ${brand.productName}`);
  t.equal(screen.getByTestId('referral-count').textContent, '2 people have signed up through your link.');
  const items = screen.getAllByTestId('referral-sign-up').map((item) => item.textContent);
  t.same(items, ['A tradesperson signed up4 March 2026', 'A home owner signed up20 February 2026']);
  t.match(document.body.textContent, 'For their privacy we show only when someone signed up');
});

t.test('with nobody signed up yet the page says what will come', async (t) => {
  show({ myReferral: { signUps: { ...SIGN_UPS.myReferral.signUps, totalCount: 0, edges: [] } } });
  t.match(document.body.textContent, 'No sign-ups yet');
  t.equal(screen.queryByTestId('referral-count'), null);
});

t.test('the link is copied with one press', async (t) => {
  const copied: string[] = [];
  withBrowserApi(t, 'clipboard', { writeText: async (text: string) => void copied.push(text) });
  show();
  fireEvent.click(screen.getByTestId('referral-copy'));
  await until(() => toastTitles().includes('Your link is copied. Paste it wherever you like.'));
  t.same(copied, [`https://www.example-hearth.co.uk/r/${CODE}`]);
});

t.test('a browser that will not copy leaves the link to copy by hand, and says so', async (t) => {
  withBrowserApi(t, 'clipboard', {
    writeText: async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    },
  });
  show();
  fireEvent.click(screen.getByTestId('referral-copy'));
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'Your browser would not copy the link. Select it above and copy it yourself.',
  );
});

t.test('a browser without sharing of its own gets no share button', async (t) => {
  show();
  t.equal(screen.queryByTestId('referral-share'), null, 'no share button without the browser’s sharing');
});

t.test('the device’s sharing gets the link; closing it says nothing', async (t) => {
  const shared: ShareData[] = [];
  let close = false;
  withBrowserApi(t, 'share', async (data: ShareData) => {
    shared.push(data);
    if (close) throw new DOMException('Closed', 'AbortError');
  });
  show();
  const button = await screen.findByTestId('referral-share');
  fireEvent.click(button);
  await until(() => shared.length === 1);
  t.match(shared[0], { title: brand.productName, url: `https://www.example-hearth.co.uk/r/${CODE}` });
  t.match(shared[0]?.text, `I find work through ${brand.productName}`);
  close = true;
  fireEvent.click(button);
  await until(() => shared.length === 2);
  t.equal(screen.queryByRole('alert'), null);
});
