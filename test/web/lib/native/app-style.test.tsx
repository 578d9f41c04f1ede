import '../../../helpers/dom.ts';
import { act, render, screen } from '@testing-library/react';
import t, { type Test } from 'tap';
import type { UserType } from '../../../../web/generated/graphql.ts';
import { isAppStyleEligible, useAppStyle, WIDE_SCREEN_QUERY } from '../../../../web/lib/native/app-style.ts';

const web = (userType: UserType | null, pageId: string) =>
  isAppStyleEligible({ userType, pageId, inApp: false, mobileWeb: true });

t.test('consumers get the app style on Consumer/ and Account/ pages and the two job-post pages', async (t) => {
  t.equal(web('CONSUMER', 'Consumer/MyProjects'), true);
  t.equal(web('CONSUMER', 'Account/Login'), true);
  t.equal(web('CONSUMER', 'Visitor/FindAService'), true);
  t.equal(web('CONSUMER', 'Visitor/PostAJobPage'), true);
  t.equal(web('CONSUMER', 'Visitor/Home'), false);
  t.equal(web('CONSUMER', 'ServicePro/Balance'), false);
});

t.test('service pros get it on ServicePro/ and Account/ pages only', async (t) => {
  t.equal(web('SERVICE_PRO', 'ServicePro/Balance'), true);
  t.equal(web('SERVICE_PRO', 'Account/Switch'), true);
  t.equal(web('SERVICE_PRO', 'Visitor/PostAJobPage'), false);
  t.equal(web('SERVICE_PRO', 'Consumer/MyProjects'), false);
});

t.test('visitors get it on Account/ pages only', async (t) => {
  t.equal(web(null, 'Account/Login'), true);
  t.equal(web(null, 'Visitor/FindAService'), false);
  t.equal(web(null, 'Consumer/MyProjects'), false);
  t.equal(web('ADMIN', 'Account/Login'), true, 'staff are treated as visitors');
  t.equal(web('ADMIN', 'Consumer/MyProjects'), false);
});

t.test('on a wide screen no page gets it; inside the apps every page does', async (t) => {
  t.equal(isAppStyleEligible({ userType: 'CONSUMER', pageId: 'Consumer/X', inApp: false, mobileWeb: false }), false);
  t.equal(isAppStyleEligible({ userType: null, pageId: 'Visitor/Home', inApp: true, mobileWeb: false }), true);
  t.equal(isAppStyleEligible({ userType: null, pageId: null, inApp: true, mobileWeb: true }), true);
});

// `narrow`: the viewport is below breakpoint m.
function fakeMatchMedia(t: Test, narrow: boolean) {
  const list = Object.assign(new EventTarget(), { matches: !narrow, media: WIDE_SCREEN_QUERY });
  const queries: string[] = [];
  window.matchMedia = ((query: string) => {
    queries.push(query);
    return list;
  }) as unknown as typeof window.matchMedia;
  t.teardown(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  return {
    queries,
    change(narrow: boolean) {
      list.matches = !narrow;
      list.dispatchEvent(new Event('change'));
    },
  };
}

function Probe({ userType, pageId }: { userType: UserType | null; pageId: string }) {
  return <p data-testid="style">{useAppStyle(userType, pageId) ? 'app' : 'site'}</p>;
}

t.test('useAppStyle follows the viewport across breakpoint m on the web', async (t) => {
  const media = fakeMatchMedia(t, true);
  render(<Probe userType="CONSUMER" pageId="Consumer/MyProjects" />);
  t.equal(screen.getByTestId('style').textContent, 'app');
  t.same(media.queries, ['(min-width: 48rem)']);
  act(() => media.change(false));
  t.equal(screen.getByTestId('style').textContent, 'site');
});

t.test('useAppStyle is on for every page inside the app', async (t) => {
  fakeMatchMedia(t, false);
  sessionStorage.setItem('agent-type', 'consumer-app');
  render(<Probe userType={null} pageId="Visitor/Home" />);
  t.equal(screen.getByTestId('style').textContent, 'app');
});
